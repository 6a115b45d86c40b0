/** GSM 03.38 basic character set, and the extension table (each costs two septets). */
const GSM_BASIC = new Set('@£$¥èéùìòÇ\nØø\rÅåΔ_ΦΓΛΩΠΨΣΘΞÆæßÉ !"#¤%&\'()*+,-./0123456789:;<=>?¡ABCDEFGHIJKLMNOPQRSTUVWXYZÄÖÑÜ§¿abcdefghijklmnopqrstuvwxyzäöñüà');
const GSM_EXTENDED = new Set('^{}\\[~]|€\f');

export interface Segmentation {
  encoding: 'GSM-7' | 'UCS-2';
  /** septets (GSM-7) or UTF-16 code units (UCS-2) */
  units: number;
  parts: number;
}

/** How many parts a text goes out in: 160/153 septets in GSM-7, 70/67 UTF-16 units in UCS-2 once one character is outside GSM. */
export function segment(text: string): Segmentation {
  let septets = 0;
  for (const ch of text) {
    if (GSM_BASIC.has(ch)) septets += 1;
    else if (GSM_EXTENDED.has(ch)) septets += 2;
    else return ucs2(text);
  }
  return { encoding: 'GSM-7', units: septets, parts: septets <= 160 ? 1 : Math.ceil(septets / 153) };
}

function ucs2(text: string): Segmentation {
  const units = text.length;
  return { encoding: 'UCS-2', units, parts: units <= 70 ? 1 : Math.ceil(units / 67) };
}
