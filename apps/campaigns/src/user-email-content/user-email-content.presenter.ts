import type { UserEmailContent } from '@mail/contracts';

import type { HeaderFooter } from '../rendering/header-footer';

/** The four blocks under the vendor's names. */
export function emailContentOf(blocks: HeaderFooter): UserEmailContent {
  return {
    PlainEmailHeader: blocks.plainHeader,
    PlainEmailFooter: blocks.plainFooter,
    HTMLEmailHeader: blocks.htmlHeader,
    HTMLEmailFooter: blocks.htmlFooter,
  };
}
