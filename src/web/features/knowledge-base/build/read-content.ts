import fs from 'node:fs';
import path from 'node:path';
import { slugFromContentPath } from '../content/pages';

export type ContentFile = { slug: string; file: string; raw: string };

/** Every Markdown file under `dir`, sorted by slug (node only: used by the build and tests). */
export function readContentFiles(dir: string): ContentFile[] {
  const files: ContentFile[] = [];
  for (const entry of fs.readdirSync(dir, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile()) continue;
    const file = path.join(entry.parentPath, entry.name);
    const slug = slugFromContentPath(path.relative(dir, file));
    if (slug !== null) files.push({ slug, file, raw: fs.readFileSync(file, 'utf8') });
  }
  return files.sort((a, b) => a.slug.localeCompare(b.slug));
}
