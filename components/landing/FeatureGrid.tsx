import { FolderIcon, GapIcon, GaugeIcon, MegaphoneIcon, PainPointIcon, ReviewsIcon } from "@/components/ui/icons";
import { kinds } from "@/lib/core/kinds";

// What the product does, as it does it: it reads the evidence a founder pastes (it fetches nothing) and keeps every
// report in a library. e2e/landing.spec.ts holds these titles.
const features = [
  {
    title: "Evidence you paste",
    body: "Paste reviews, forum posts or interview notes. LaunchLens fetches nothing: it quotes only words it finds in your text, checked word for word.",
    Icon: ReviewsIcon,
  },
  {
    title: kinds.pp.label,
    body: "The problems your customers describe, ranked by how often your evidence mentions them, each with a strategy your product could use.",
    Icon: PainPointIcon,
  },
  {
    title: "Market gap",
    body: "Where existing products leave people underserved: the opening your idea could take, stated in one paragraph.",
    Icon: GapIcon,
  },
  {
    title: kinds.iv.label,
    body: "Eight factors scored 0 to 10, each with its reason, plus an overall grade and a monthly revenue and cost estimate.",
    Icon: GaugeIcon,
  },
  {
    title: kinds.ms.label,
    body: "Audience, objectives, channels, tactics and a 90-day timeline written for your idea, not a template.",
    Icon: MegaphoneIcon,
  },
  {
    title: "Library, compare and share",
    body: "Every run is kept as a version of its idea. Compare ideas side by side, export Markdown or PDF, or share a read-only link.",
    Icon: FolderIcon,
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
            Three reports from one description of your idea, grounded in the customer evidence you paste and kept
            together, so you spend your evenings on the idea worth it.
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
