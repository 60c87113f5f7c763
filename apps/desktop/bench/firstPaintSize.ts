// The JavaScript a first paint needs: the entry chunk named in index.html plus everything it imports statically
// (recursively), each gzipped as a server or asar would ship it. Lazy `import()` chunks are not counted.
import { readFile } from 'node:fs/promises';
import { dirname, join, resolve } from 'node:path';
import { gzipSync } from 'node:zlib';

export interface BundleSize {
  files: { file: string; bytes: number; gzipBytes: number }[];
  gzipBytes: number;
  cssGzipBytes: number;
}

const staticImport = /(?:^|[;\n}])\s*import\s*(?:[\w*{}\s,$]+from\s*)?["']([^"']+)["']/g;

export async function firstPaintSize(rendererDir: string): Promise<BundleSize> {
  const html = await readFile(join(rendererDir, 'index.html'), 'utf8');
  const entry = html.match(/<script[^>]+type="module"[^>]+src="([^"]+)"/)?.[1];
  if (!entry) throw new Error('No module script in out/renderer/index.html.');
  const preloads = [...html.matchAll(/<link[^>]+rel="modulepreload"[^>]+href="([^"]+)"/g)].map(
    (match) => match[1] as string,
  );
  const styles = [...html.matchAll(/<link[^>]+rel="stylesheet"[^>]+href="([^"]+)"/g)].map(
    (match) => match[1] as string,
  );

  const seen = new Set<string>();
  const queue = [entry, ...preloads].map((path) => resolve(rendererDir, path.replace(/^\//, '')));
  const files: BundleSize['files'] = [];
  while (queue.length > 0) {
    const file = queue.shift() as string;
    if (seen.has(file)) continue;
    seen.add(file);
    const code = await readFile(file);
    files.push({
      file: file.slice(rendererDir.length + 1),
      bytes: code.length,
      gzipBytes: gzipSync(code).length,
    });
    for (const match of code.toString('utf8').matchAll(staticImport)) {
      const specifier = match[1] as string;
      if (specifier.startsWith('.')) queue.push(resolve(dirname(file), specifier));
    }
  }
  let cssGzipBytes = 0;
  for (const style of styles)
    cssGzipBytes += gzipSync(await readFile(resolve(rendererDir, style.replace(/^\//, '')))).length;
  return { files, gzipBytes: files.reduce((sum, file) => sum + file.gzipBytes, 0), cssGzipBytes };
}
