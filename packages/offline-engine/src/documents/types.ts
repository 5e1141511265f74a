import type { ArchetypeDefinition, Forecast, KeyFigures, MarketSizing, StartupModel } from '@uc/startup-model';

/** A bar or line chart drawn from the model (the deck's native chart, the plan's figure). Values in major units. */
export type Chart = {
  title: string;
  kind: 'bar' | 'line';
  categories: string[];
  series: { name: string; values: number[] }[];
};

/** What a generated document says, independent of its file format. */
export type Section = {
  heading: string;
  /** Prose; paragraphs separated by a blank line. A configured model may rewrite it (never its figures). */
  body: string;
  bullets: string[];
  /** Printed from the model; a configured model never rewrites tables, charts or figures. */
  table?: { head: string[]; rows: string[][] };
  chart?: Chart;
  /** Label/value pairs of the key figures every suite document quotes (the consistency check reads them). */
  figures?: [label: string, value: string][];
};
export type DocumentContent = { title: string; subtitle: string; sections: Section[] };

/** The founder's own words, as the documents quote them (the startup profile plus the request's fields). */
export type ProfileFacts = {
  company: string;
  idea: string;
  industry: string;
  targetMarket: string;
  businessModel: string;
  stage: string;
  teamSize: number | null;
  /** Free text of the conversation that asked for the document. */
  context: string;
};

/** Everything a document is written from: the profile's words and the model's numbers, computed once per suite. */
export type DocView = {
  profile: ProfileFacts;
  model: StartupModel;
  arch: ArchetypeDefinition;
  base: Forecast;
  bear: Forecast;
  bull: Forecast;
  sizing: MarketSizing;
  figures: KeyFigures;
  /** Compact money in the startup's currency ("₦45.2M"); the only way prose prints an amount. */
  money: (minor: number) => string;
  /** Exact money for tables and prices ("₦500"). */
  exact: (minor: number) => string;
  /** Documents generated in the same run: the only other files a document may refer to. */
  companions: string[];
};
