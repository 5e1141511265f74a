import type { FastifyBaseLogger } from 'fastify';

type Bindings = Parameters<FastifyBaseLogger['child']>[0];
type ChildLoggerOptions = NonNullable<Parameters<FastifyBaseLogger['child']>[1]>;

type Level = 'fatal' | 'error' | 'warn' | 'info' | 'debug' | 'trace';
type Parent = FastifyBaseLogger & { isLevelEnabled?: (level: string) => boolean };

/**
 * A request's logger that makes its pino child (with the request id) only when a line is written
 * at an enabled level. pino's child() costs ~0.4 µs, which every request paid though most log
 * nothing (issue 42); the lines written are the same as the child's.
 */
class LazyChildLogger implements FastifyBaseLogger {
  private made: FastifyBaseLogger | undefined;

  constructor(
    private readonly parent: Parent,
    private readonly bindings: Bindings,
    private readonly options: ChildLoggerOptions,
  ) {}

  private get real(): FastifyBaseLogger {
    return (this.made ??= this.parent.child(this.bindings, this.options));
  }

  private write(level: Level, args: unknown[]): void {
    if (!this.made && this.parent.isLevelEnabled?.(level) === false) return;
    (this.real[level] as (...a: unknown[]) => void)(...args);
  }

  get level() {
    return (this.made ?? this.parent).level;
  }

  set level(level: string) {
    this.real.level = level;
  }

  fatal(...args: unknown[]): void {
    this.write('fatal', args);
  }

  error(...args: unknown[]): void {
    this.write('error', args);
  }

  warn(...args: unknown[]): void {
    this.write('warn', args);
  }

  info(...args: unknown[]): void {
    this.write('info', args);
  }

  debug(...args: unknown[]): void {
    this.write('debug', args);
  }

  trace(...args: unknown[]): void {
    this.write('trace', args);
  }

  silent(): void {}

  child(bindings: Bindings, options?: ChildLoggerOptions): FastifyBaseLogger {
    return this.real.child(bindings, options);
  }
}

/** Fastify's childLoggerFactory: lazy children, unless a route sets its own level (then pino's child at once). */
export function lazyChildLogger(parent: FastifyBaseLogger, bindings: Bindings, options: ChildLoggerOptions) {
  return options.level === undefined ? new LazyChildLogger(parent, bindings, options) : parent.child(bindings, options);
}
