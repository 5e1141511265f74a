import { modelQuestions } from '@uc/startup-model';
import type { StartupModelResponse } from '@uc/contract';
import { profileInput } from './keep-founder-values';
import type { StoredStartupModel } from './service';

/** The stored model plus the questions about the founder's stated figures it could not place. */
export const withQuestions = (stored: StoredStartupModel): StartupModelResponse => ({
  ...stored,
  questions: modelQuestions(stored.model, profileInput(stored.profile)),
});
