/**
 * The live figure of a pitch page: its sign-up rate with the 95 % Wilson interval (lib/core/stats/interval.ts), and in
 * words what the sample can tell so far (./judgement.ts).
 */
import { wilsonInterval, type Interval, type ShareLine } from "@/lib/core/stats/interval";
import { readPitch, type PitchReading, type PitchSample } from "./judgement";

export interface LiveFigure {
  visitors: number;
  signups: number;
  /** Sign-ups of unique visitor-days, in %; null before the first visitor. */
  rate: number | null;
  interval: Interval | null;
  /** Below the minimum number of visitors the page is not judged: "too few visitors to tell". */
  tooFew: boolean;
  minVisitors: number;
  /** The pass line the page is judged against. */
  line: ShareLine;
  reading: PitchReading;
}

/** The live figure of a page: the rate, its interval, and what the sample can tell against the line. */
export function liveFigure(sample: PitchSample, line: ShareLine, minVisitors: number): LiveFigure {
  const { visitors, signups } = sample;
  return {
    visitors,
    signups,
    rate: visitors > 0 ? (signups / visitors) * 100 : null,
    interval: wilsonInterval(Math.min(signups, visitors), visitors),
    tooFew: visitors < minVisitors,
    minVisitors,
    line,
    reading: readPitch(sample, line, minVisitors),
  };
}

/** A rate in % to one decimal: "6.6%", "30%". Every measured figure is written so. */
export const percent = (value: number) => `${(Math.round(value * 10) / 10).toLocaleString("en-US")}%`;
/** "1 sign-up", "1,204 unique visitors". */
export const count = (n: number, one: string) => `${n.toLocaleString("en-US")} ${one}${n === 1 ? "" : "s"}`;

/** What the sample can tell, after the figure: why the page is not judged yet, or nothing once it can be. */
function standing(figure: LiveFigure): string {
  const { reading, line } = figure;
  switch (reading.state) {
    case "too_few":
      return `: too few visitors to tell (${figure.minVisitors} needed)`;
    case "swayed": {
      const signups = reading.by.signups > 0 ? ` and ${count(reading.by.signups, "sign-up")}` : "";
      return `: ${count(reading.by.visitors, "visitor")}${signups} of these came from one network, too much of the sample to judge on; it is judged once more come from elsewhere`;
    }
    case "undecided": {
      const more = reading.visitorsNeeded === null ? null : reading.visitorsNeeded - figure.visitors;
      const against = `${line.comparator === ">=" ? "at least" : "at most"} ${percent(line.target)}`;
      return more === null
        ? `: no clear result yet against ${against}, and the rate sits too close to the line for more visitors to settle it soon`
        : `: no clear result yet against ${against}; about ${count(more, "more visitor")} at this rate would likely settle it`;
    }
    case "decided":
      return "";
  }
}

/** "3 sign-ups of 40 unique visitors, 7.5% (95% interval 2.6%–19.9%)", and why it is not judged yet when it is not. */
export function describeFigure(figure: LiveFigure): string {
  const counts = `${count(figure.signups, "sign-up")} of ${count(figure.visitors, "unique visitor")}`;
  if (figure.rate === null || !figure.interval) return `${counts}: too few visitors to tell`;
  const rate = `${percent(figure.rate)} (95% interval ${percent(figure.interval.low)}–${percent(figure.interval.high)})`;
  return `${counts}, ${rate}${standing(figure)}`;
}
