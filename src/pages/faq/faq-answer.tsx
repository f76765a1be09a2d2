// An answer's text as paragraphs and lists: the locale files write one paragraph per line and a
// list item per line starting with "- ". Plain text only (React escapes it); no HTML in texts.
import type { ReactNode } from 'react';

export function FaqAnswer({ text, className }: { text: string; className?: string }) {
  const blocks: ReactNode[] = [];
  let items: string[] = [];
  const flush = () => {
    if (items.length === 0) return;
    blocks.push(
      <ul key={`list-${blocks.length}`}>
        {items.map((item) => (
          <li key={item}>{item}</li>
        ))}
      </ul>,
    );
    items = [];
  };
  for (const line of text.split('\n')) {
    const trimmed = line.trim();
    if (!trimmed) continue;
    if (trimmed.startsWith('- ')) {
      items.push(trimmed.slice(2));
      continue;
    }
    flush();
    blocks.push(<p key={`p-${blocks.length}`}>{trimmed}</p>);
  }
  flush();
  return <div className={className}>{blocks}</div>;
}
