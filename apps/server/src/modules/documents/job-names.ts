/** The suite job's name, apart from suite.ts so the crash sweep can name it without loading the renderers. */
export const SUITE_JOB = 'documents.suite';
