// The documents' own words for each operation: the section of `## Endpoints` that gives its method and path (or, for
// the event, `## Events`), read from spec/ so the contract says what the documents say, never a copy typed out beside it.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { ROOT } from '../base/paths.js';
import { DOCUMENTS, type Operation } from '../model/operations.js';

export interface Section {
  /** "verification-and-token-services.md › Endpoints › Face match": how the rules cite it. */
  source: string;
  title: string;
  /** The section's text, Markdown, without its heading. */
  text: string;
}

const texts = new Map<string, string>();
const documentText = (name: string): string => {
  let text = texts.get(name);
  if (text === undefined) texts.set(name, (text = readFileSync(join(ROOT, 'spec', name), 'utf8')));
  return text;
};

/** The `## <part>` of a document, split into its `### ` sections (a part without any is one section, its own title). */
function sectionsOf(document: string, part: string): Section[] {
  const body = documentText(document)
    .split(/^## /m)
    .find((p) => p.startsWith(`${part}\n`));
  if (body === undefined) return [];
  const [intro = '', ...subsections] = body.slice(part.length + 1).split(/^### /m);
  if (subsections.length === 0) return [{ source: `${document} › ${part}`, title: part, text: intro.trim() }];
  return subsections.map((s) => {
    const [title = '', ...lines] = s.split('\n');
    return { source: `${document} › ${part} › ${title.trim()}`, title: title.trim(), text: lines.join('\n').trim() };
  });
}

/** The section that describes the operation: the Endpoints section naming `{host}<path>`, or the Events part for the event. */
export function sectionOf(op: Operation): Section {
  const found =
    op.role === 'event'
      ? sectionsOf(op.document, 'Events')[0]
      : sectionsOf(op.document, 'Endpoints').find((s) => s.text.includes(`{${op.host}}${op.path}`));
  if (found === undefined)
    throw new Error(
      `spec/${op.document} has no section for ${op.id} ({${op.host}}${op.path}): fix the catalogue or the document`,
    );
  return found;
}

/** A document's opening paragraph (after its title): what it covers. */
export function documentSummary(document: (typeof DOCUMENTS)[keyof typeof DOCUMENTS]): string {
  const [, ...rest] = documentText(document).split('\n\n');
  return (rest[0] ?? '').trim();
}
