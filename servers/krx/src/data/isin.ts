// ISIN codes as KRX issues them for Korean shares: "KR7" + the 6-character short code + "00" + a
// check digit (ISO 6166: letters expanded to two digits, then the Luhn algorithm), e.g. KR7005930003.

/** The ISO 6166 check digit of the first 11 characters of an ISIN. */
export function isinCheckDigit(body: string): number {
  let digits = '';
  for (const char of body.toUpperCase()) {
    const code = char.charCodeAt(0);
    digits += code >= 65 && code <= 90 ? String(code - 55) : char;
  }
  let sum = 0;
  // The rightmost digit of the body is doubled, since the check digit will follow it.
  for (let index = digits.length - 1, double = true; index >= 0; index--, double = !double) {
    let value = Number(digits[index]);
    if (double) {
      value *= 2;
      if (value > 9) value -= 9;
    }
    sum += value;
  }
  return (10 - (sum % 10)) % 10;
}

/** The ISIN of a common share from its 6-character short code. */
export function isinOf(shortCode: string): string {
  const body = `KR7${shortCode}00`;
  return `${body}${isinCheckDigit(body)}`;
}

export function isValidIsin(isin: string): boolean {
  return /^[A-Z]{2}[A-Z0-9]{9}\d$/.test(isin) && isinCheckDigit(isin.slice(0, 11)) === Number(isin.slice(11));
}
