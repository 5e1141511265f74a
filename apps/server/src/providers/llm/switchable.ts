import type { LlmProvider, StreamResult } from './types';

/**
 * An LlmProvider whose engine can be replaced while the server runs (Admin → AI, issue 37): every
 * call and every read of kind/model/tools goes to the current engine, so code that holds this
 * object (chat, documents, agents, diagnostics) sees a switch on its next call without a restart.
 * A generation already running finishes on the engine it started on.
 */
export type SwitchableProvider = LlmProvider & {
  /** The engine answering now. */
  readonly current: LlmProvider;
  use(next: LlmProvider): void;
};

export function createSwitchableProvider(initial: LlmProvider): SwitchableProvider {
  let engine = initial;
  return {
    get current() {
      return engine;
    },
    use(next) {
      engine = next;
    },
    get kind() {
      return engine.kind;
    },
    get model() {
      return engine.model;
    },
    get tools() {
      return engine.tools;
    },
    generateText: (req) => engine.generateText(req),
    streamText: (req): StreamResult => engine.streamText(req),
  } as SwitchableProvider;
}

/** Structured output switched off on the screen: the schema is not sent, so callers take their non-model fallback. */
export function withoutStructuredOutput(llm: LlmProvider): LlmProvider {
  return {
    kind: llm.kind,
    model: llm.model,
    tools: llm.tools,
    generateText: ({ schema: _schema, ...req }) => llm.generateText(req),
    streamText: (req) => llm.streamText(req),
  };
}
