import type { DocumentType } from '@uc/contract';
import type { FounderPrice } from './pricing';

/** What a generated document says, independent of its file format. */
export type Section = {
  heading: string;
  body: string;
  bullets: string[];
  table?: { head: string[]; rows: string[][] };
};
export type DocumentContent = { title: string; subtitle: string; sections: Section[] };

/** Which engine wrote a document: 'offline' or the model's name (shown in the UI and in the file's properties). */
export type DocumentEngine = string;

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
  /** The price the founder wrote (idea, business model or request), used as written. */
  price: FounderPrice | null;
  /** Documents made in the same run (a suite): the only other files a document may refer to. */
  companions: DocumentType[];
};

/** File properties every renderer writes: who wrote it (engine) and about what. */
export type FileMeta = { author: string; subject: string };
