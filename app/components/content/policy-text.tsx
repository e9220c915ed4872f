import { useContentLang } from '../../lib/text';
import { useContent } from '../../lib/content';

/** A policy's text as the seller typed it: paragraphs at blank lines, line breaks kept; the
 * Russian one on a /ru page where the seller wrote it (issue 36), else the Azerbaijani one. */
export function PolicyText({ text, textRu }: { text: string; textRu: string | null | undefined }) {
  const shown = useContent(text, textRu);
  return (
    <div className="space-y-4 leading-relaxed text-slate-700" lang={shown.lang} data-testid="policy-text">
      {shown.text
        .split(/\n\s*\n/)
        .filter((p) => p.trim())
        .map((p, i) => (
          <p key={i} className="whitespace-pre-line">
            {p.trim()}
          </p>
        ))}
    </div>
  );
}

/** The seller's identity (e-commerce law art. 5) as a short block. */
export function SellerIdentity({ lines }: { lines: string[] }) {
  const contentLang = useContentLang();
  return (
    <ul className="space-y-1 text-sm text-slate-700" data-testid="seller-identity" lang={contentLang}>
      {lines.map((line) => (
        <li key={line}>{line}</li>
      ))}
    </ul>
  );
}
