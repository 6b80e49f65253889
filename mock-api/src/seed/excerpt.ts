// Card excerpts: the opening of a text cut after a whole clause (at Chinese punctuation) or, when no
// clause fits, at a word boundary (Intl.Segmenter), then "…": a summary never ends mid-word.

const CLAUSE_END = /[，。！？；、：,.!?;:]/;
const words = new Intl.Segmenter('zh-CN', { granularity: 'word' });

export function excerpt(text: string, maxChars = 40): string {
  const chars = [...text.replace(/\s+/g, ' ').trim()];
  if (chars.length <= maxChars) return chars.join('');
  for (let i = maxChars - 1; i >= Math.floor(maxChars / 3); i--)
    if (CLAUSE_END.test(chars[i]!)) return `${chars.slice(0, i).join('')}…`;
  let head = '';
  for (const { segment } of words.segment(chars.join(''))) {
    if ([...head].length + [...segment].length > maxChars - 1) break;
    head += segment;
  }
  return `${head || chars.slice(0, maxChars - 1).join('')}…`;
}
