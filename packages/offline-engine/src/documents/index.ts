/**
 * Documents from the startup model: structure, prose, tables and charts for every kind, with
 * every figure printed from the model (pure TS: the server renders the files, the demo shows
 * the same content). The consistency check and the template-share measurement live here too.
 */
export type { Chart, DocumentContent, DocView, ProfileFacts, Section } from './types';
export { buildDocView, modelFromProfile, profileInputOf } from './view';
export { DOCUMENT_FIXTURES, profileStrings } from './fixtures';
export { DOCUMENT_KINDS, contentText, documentContent, toMarkdown, type DocumentKind } from './content';
export { CANVAS_BLOCKS, KEY_FIGURES_HEADING } from './canvas';
export { breakEvenText, burnText, pct, runwayText } from './figures';
export { FIGURE_KEYS, FIGURE_LABELS, figureLines, figurePairs, figureValues, missingFigures, printFigure, type Disagreement, type FigureKey, type FigureLine } from './figures';
export { templateShare, sentencesOf, type SuiteText } from './template-share';
export { article, inSentence, withArticle } from './grammar';
export { assumptionLine, assumptionText } from './phrases';
export { withResearch, sourceCitations, sourceLine, sourcesFooter, quotable, plainText, numbersIn, SOURCES_HEADING, type WebSource, type TopicSource, type ResearchTopic } from './sources';
