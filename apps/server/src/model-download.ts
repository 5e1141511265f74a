// `npm run model:download`: downloads the local model (LLM_PROVIDER=local) into DATA_DIR/models with
// progress on the console; resumes an interrupted download; refuses a file whose SHA-256 does not match.
import { loadConfig } from './config';
import { createLocalModelManager } from './providers/llm/local/local-model';

const config = loadConfig();
const log = { info: (m: string) => console.log(m), warn: (m: string) => console.error(m) };
const model = createLocalModelManager({ dataDir: config.dataDir, url: config.llm.localModelUrl, sha256: config.llm.localModelSha256, log, progressEveryMs: 1_000 });
const mb = (n: number) => `${(n / 1024 ** 2).toFixed(1)} MB`;
if (model.status().state === 'ready') {
  console.log(`The local model ${model.status().model} is already downloaded (${mb(model.status().downloaded_bytes)}).`);
} else {
  model.subscribe((s) => {
    if (s.state !== 'downloading' || !s.downloaded_bytes) return;
    const total = s.total_bytes ? ` of ${mb(s.total_bytes)}` : '';
    const speed = s.bytes_per_second ? `, ${mb(s.bytes_per_second)}/s` : '';
    const left = s.seconds_left !== null ? `, ${Math.ceil(s.seconds_left)} s left` : '';
    console.log(`${mb(s.downloaded_bytes)}${total}${speed}${left}`);
  });
  await model.download();
  await model.settled();
  const s = model.status();
  if (s.state !== 'ready') {
    console.error(`The local model was not downloaded: ${s.error ?? s.state}`);
    process.exit(1);
  }
  console.log('Set LLM_PROVIDER=local and restart the server to answer with it.');
}
