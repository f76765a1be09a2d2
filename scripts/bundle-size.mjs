// Prints the gzip size of the JavaScript and CSS that the first route (/) loads from dist/:
// the entry module, its modulepreload links and stylesheets in index.html (QUALITY.md budget:
// at most 160 kB gzip of JavaScript), and the size of every other chunk.
import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';

const dist = process.argv[2] ?? 'dist';
const html = readFileSync(join(dist, 'index.html'), 'utf8');
const firstRoute = [...html.matchAll(/(?:src|href)="\/(assets\/[^"]+\.(?:js|css))"/g)].map((m) => m[1]);
const gz = (file) => gzipSync(readFileSync(join(dist, file)), { level: 9 }).length;
const kB = (n) => `${(n / 1024).toFixed(1)} kB`;

let js = 0;
let css = 0;
console.log('First route (/):');
for (const file of firstRoute) {
  const size = gz(file);
  if (file.endsWith('.js')) js += size;
  else css += size;
  console.log(`  ${kB(size).padStart(9)}  ${file}`);
}
console.log(`  JS ${kB(js)} gzip, CSS ${kB(css)} gzip (budget: JS ≤ 160 kB)`);
console.log('Lazy chunks:');
for (const file of readdirSync(join(dist, 'assets'))
  .filter((f) => /\.(js|css)$/.test(f))
  .sort()) {
  if (!firstRoute.includes(`assets/${file}`))
    console.log(`  ${kB(gz(`assets/${file}`)).padStart(9)}  assets/${file}`);
}
if (js > 160 * 1024) process.exitCode = 1;
