// Mainland resident identity numbers (GB 11643-1999): 17 digits, a birth date inside, and an
// ISO 7064 MOD 11-2 check character, so a typo is caught before "verification".
const WEIGHTS = [7, 9, 10, 5, 8, 4, 2, 1, 6, 3, 7, 9, 10, 5, 8, 4, 2];
const CHECK = '10X98765432';

export function idCardProblem(idCard: string, now: number): string | null {
  const id = idCard.toUpperCase();
  if (!/^\d{17}[\dX]$/.test(id)) return '请填写正确的18位身份证号';
  const birth = `${id.slice(6, 10)}-${id.slice(10, 12)}-${id.slice(12, 14)}`;
  const time = Date.parse(`${birth}T00:00:00Z`);
  if (
    Number.isNaN(time) ||
    new Date(time).toISOString().slice(0, 10) !== birth ||
    time > now ||
    Number(id.slice(6, 10)) < 1900
  ) {
    return '身份证号中的出生日期无效';
  }
  const sum = WEIGHTS.reduce((acc, w, i) => acc + w * Number(id[i]), 0);
  if (CHECK[sum % 11] !== id[17]) return '身份证号校验失败，请核对后重新填写';
  return null;
}

export const maskIdCard = (idCard: string): string =>
  `${idCard.slice(0, 3)}***********${idCard.slice(-4).toUpperCase()}`;
