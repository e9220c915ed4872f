/** The language switch of the header and the footer (issue 36): a link to this same page in the
 * other language, named in that language and marked with its `lang`. It goes through
 * /language, which remembers the choice (a cookie, and the account when logged in). */
import { useLocation } from 'react-router';
import { LANG_NAME, LANG_SHORT, langOfPath, pathInLang } from '../../../domain/i18n/lang';
import { useText } from '../../lib/text';

export function LanguageSwitch({ className = '', long = false }: { className?: string; long?: boolean }) {
  const { UI } = useText();
  const { pathname, search } = useLocation();
  const other = langOfPath(pathname) === 'az' ? 'ru' : 'az';
  const target = `${pathInLang(pathname, other)}${search}`;
  return (
    <nav aria-label={UI.language} className={className}>
      <a
        href={`/language?to=${encodeURIComponent(target)}`}
        hrefLang={other}
        lang={other}
        className="language-switch"
        data-testid="language-switch"
      >
        {long ? LANG_NAME[other] : <abbr title={LANG_NAME[other]}>{LANG_SHORT[other]}</abbr>}
      </a>
    </nav>
  );
}
