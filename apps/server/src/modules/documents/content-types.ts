/** What a generated document says, independent of its file format. */
export type Section = {
  heading: string;
  body: string;
  bullets: string[];
  table?: { head: string[]; rows: string[][] };
};
export type DocumentContent = { title: string; subtitle: string; sections: Section[] };

/** The facts every document is written from: the idea plus the startup profile. */
export type StartupFacts = {
  idea: string;
  company: string;
  industry: string;
  targetMarket: string;
  stage: string;
  businessModel: string;
  teamSize: number | null;
  context: string;
};
