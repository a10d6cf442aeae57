import { GapIcon, GaugeIcon, MegaphoneIcon, PainPointIcon, ReviewsIcon, RocketIcon } from "@/components/ui/icons";

const features = [
  {
    title: "Review mining",
    body: "Start from what customers already say: the praise and complaints in reviews of the products you would compete with.",
    Icon: ReviewsIcon,
  },
  {
    title: "Pain-point extraction",
    body: "Turn that noise into a short list of concrete problems, each paired with a strategy your product could use to solve it.",
    Icon: PainPointIcon,
  },
  {
    title: "Market gap detection",
    body: "See where existing products leave people underserved: the opening your idea could take, stated in one paragraph.",
    Icon: GapIcon,
  },
  {
    title: "Idea validator",
    body: "Scores from 0 to 10 on demand, competition, feasibility, timing and more, each with its reason, plus an overall grade.",
    Icon: GaugeIcon,
  },
  {
    title: "Marketing plan generator",
    body: "Audience, objectives, channels, tactics and a step-by-step timeline written for your idea, not a template.",
    Icon: MegaphoneIcon,
  },
  {
    title: "Launch toolkit",
    body: "Save every report, reopen it when you pitch, plan or pivot, and keep your research in one place.",
    Icon: RocketIcon,
  },
];

export function FeatureGrid() {
  return (
    <section id="features" aria-labelledby="features-title" className="py-20 sm:py-24">
      <div className="container-page">
        <div className="max-w-2xl">
          <p className="eyebrow">Features</p>
          <h2 id="features-title" className="section-title mt-2">
            Everything you need to decide whether to build
          </h2>
          <p className="section-lead">
            Six tools that work from one description of your idea, so you spend your evenings on the idea worth it.
          </p>
        </div>
        <ul className="mt-12 grid gap-5 sm:grid-cols-2 lg:grid-cols-3">
          {features.map(({ title, body, Icon }) => (
            <li key={title} className="card p-6">
              <span className="inline-flex size-11 items-center justify-center rounded-xl bg-brand-50 text-brand-700">
                <Icon className="size-6" />
              </span>
              <h3 className="mt-4 text-lg font-semibold text-ink-950">{title}</h3>
              <p className="mt-2 leading-relaxed text-ink-600">{body}</p>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
