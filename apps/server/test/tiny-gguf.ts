// A tiny llama-architecture GGUF (v3) with random weights, for tests and the bench: ~0.5 MB, a
// vocabulary of a few hundred tokens (control, 256 byte tokens, letters and words), 2 layers. It
// produces gibberish, but node-llama-cpp loads it and generates with it like any real model.
import { createHash } from 'node:crypto';

const T = { U32: 4, F32: 6, BOOL: 7, STRING: 8, ARRAY: 9 } as const;

class Writer {
  private chunks: Buffer[] = [];
  size = 0;
  push(b: Buffer) {
    this.chunks.push(b);
    this.size += b.length;
  }
  u32(v: number) {
    const b = Buffer.alloc(4);
    b.writeUInt32LE(v);
    this.push(b);
  }
  u64(v: number) {
    const b = Buffer.alloc(8);
    b.writeBigUInt64LE(BigInt(v));
    this.push(b);
  }
  f32(v: number) {
    const b = Buffer.alloc(4);
    b.writeFloatLE(v);
    this.push(b);
  }
  str(s: string) {
    const b = Buffer.from(s, 'utf8');
    this.u64(b.length);
    this.push(b);
  }
  pad(align: number) {
    const rest = this.size % align;
    if (rest) this.push(Buffer.alloc(align - rest));
  }
  buffer() {
    return Buffer.concat(this.chunks);
  }
}

type Value =
  | { t: 'u32'; v: number }
  | { t: 'f32'; v: number }
  | { t: 'str'; v: string }
  | { t: 'strs'; v: string[] }
  | { t: 'f32s'; v: number[] }
  | { t: 'i32s'; v: number[] };

function writeKv(w: Writer, key: string, val: Value) {
  w.str(key);
  switch (val.t) {
    case 'u32':
      w.u32(T.U32);
      w.u32(val.v);
      break;
    case 'f32':
      w.u32(T.F32);
      w.f32(val.v);
      break;
    case 'str':
      w.u32(T.STRING);
      w.str(val.v);
      break;
    case 'strs':
      w.u32(T.ARRAY);
      w.u32(T.STRING);
      w.u64(val.v.length);
      for (const s of val.v) w.str(s);
      break;
    case 'f32s':
      w.u32(T.ARRAY);
      w.u32(T.F32);
      w.u64(val.v.length);
      for (const f of val.v) w.f32(f);
      break;
    case 'i32s':
      w.u32(T.ARRAY);
      w.u32(5); // INT32
      w.u64(val.v.length);
      for (const i of val.v) {
        const b = Buffer.alloc(4);
        b.writeInt32LE(i);
        w.push(b);
      }
      break;
  }
}

const WORDS = ['the', 'a', 'and', 'to', 'of', 'you', 'your', 'market', 'startup', 'customer', 'price', 'is', 'in', 'for'];
const CHATML = "{% for message in messages %}{{'<|im_start|>' + message['role'] + '\\n' + message['content'] + '<|im_end|>' + '\\n'}}{% endfor %}{% if add_generation_prompt %}{{ '<|im_start|>assistant\\n' }}{% endif %}";

/** The vocabulary: SPM-style, with the llama token types (1 normal, 2 unknown, 3 control, 6 byte). */
function vocabulary() {
  const tokens: string[] = ['<unk>', '<s>', '</s>', '<|im_start|>', '<|im_end|>'];
  const types = [2, 3, 3, 3, 3];
  for (let i = 0; i < 256; i++) {
    tokens.push(`<0x${i.toString(16).toUpperCase().padStart(2, '0')}>`);
    types.push(6);
  }
  const normal = ['▁', ...'abcdefghijklmnopqrstuvwxyz{}":,.0123456789'.split(''), ...WORDS.map((x) => `▁${x}`)];
  for (const t of normal) {
    tokens.push(t);
    types.push(1);
  }
  const scores = tokens.map((t, i) => (types[i] === 1 ? -i / 10 : 0));
  return { tokens, types, scores };
}

/** A deterministic PRNG so the file (and its checksum) is the same on every run. */
function random(seed: number) {
  let s = seed >>> 0;
  return () => {
    s = (s + 0x6d2b79f5) >>> 0;
    let t = s;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

export function tinyGguf(opts: { seed?: number; layers?: number; embd?: number; ff?: number } = {}): Buffer {
  const layers = opts.layers ?? 2;
  const embd = opts.embd ?? 64;
  const ff = opts.ff ?? 128;
  const heads = 4;
  const { tokens, types, scores } = vocabulary();
  const nVocab = tokens.length;
  const rand = random(opts.seed ?? 37);
  const tensors: { name: string; dims: number[]; norm?: boolean }[] = [
    { name: 'token_embd.weight', dims: [embd, nVocab] },
    { name: 'output_norm.weight', dims: [embd], norm: true },
    { name: 'output.weight', dims: [embd, nVocab] },
  ];
  for (let i = 0; i < layers; i++) {
    tensors.push(
      { name: `blk.${i}.attn_norm.weight`, dims: [embd], norm: true },
      { name: `blk.${i}.attn_q.weight`, dims: [embd, embd] },
      { name: `blk.${i}.attn_k.weight`, dims: [embd, embd] },
      { name: `blk.${i}.attn_v.weight`, dims: [embd, embd] },
      { name: `blk.${i}.attn_output.weight`, dims: [embd, embd] },
      { name: `blk.${i}.ffn_norm.weight`, dims: [embd], norm: true },
      { name: `blk.${i}.ffn_gate.weight`, dims: [embd, ff] },
      { name: `blk.${i}.ffn_down.weight`, dims: [ff, embd] },
      { name: `blk.${i}.ffn_up.weight`, dims: [embd, ff] },
    );
  }
  const kv: [string, Value][] = [
    ['general.architecture', { t: 'str', v: 'llama' }],
    ['general.name', { t: 'str', v: 'tiny-test-llama' }],
    ['general.alignment', { t: 'u32', v: 32 }],
    ['llama.context_length', { t: 'u32', v: 2048 }],
    ['llama.embedding_length', { t: 'u32', v: embd }],
    ['llama.block_count', { t: 'u32', v: layers }],
    ['llama.feed_forward_length', { t: 'u32', v: ff }],
    ['llama.attention.head_count', { t: 'u32', v: heads }],
    ['llama.attention.head_count_kv', { t: 'u32', v: heads }],
    ['llama.rope.dimension_count', { t: 'u32', v: embd / heads }],
    ['llama.attention.layer_norm_rms_epsilon', { t: 'f32', v: 1e-5 }],
    ['tokenizer.ggml.model', { t: 'str', v: 'llama' }],
    ['tokenizer.ggml.tokens', { t: 'strs', v: tokens }],
    ['tokenizer.ggml.scores', { t: 'f32s', v: scores }],
    ['tokenizer.ggml.token_type', { t: 'i32s', v: types }],
    ['tokenizer.ggml.unknown_token_id', { t: 'u32', v: 0 }],
    ['tokenizer.ggml.bos_token_id', { t: 'u32', v: 1 }],
    ['tokenizer.ggml.eos_token_id', { t: 'u32', v: 4 }],
    ['tokenizer.chat_template', { t: 'str', v: CHATML }],
  ];
  const w = new Writer();
  w.push(Buffer.from('GGUF', 'latin1'));
  w.u32(3);
  w.u64(tensors.length);
  w.u64(kv.length);
  for (const [k, v] of kv) writeKv(w, k, v);
  let offset = 0;
  const datas: Buffer[] = [];
  for (const t of tensors) {
    w.str(t.name);
    w.u32(t.dims.length);
    for (const d of t.dims) w.u64(d);
    w.u32(0); // F32
    w.u64(offset);
    const n = t.dims.reduce((a, b) => a * b, 1);
    const data = Buffer.alloc(n * 4);
    for (let i = 0; i < n; i++) data.writeFloatLE(t.norm ? 1 : (rand() - 0.5) * 0.2, i * 4);
    const padded = Math.ceil(data.length / 32) * 32;
    datas.push(Buffer.concat([data, Buffer.alloc(padded - data.length)]));
    offset += padded;
  }
  w.pad(32);
  for (const d of datas) w.push(d);
  return w.buffer();
}

export function sha256(buf: Buffer): string {
  return createHash('sha256').update(buf).digest('hex');
}
