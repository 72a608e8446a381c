// Reads getFeeList's one-line `contents` ("1차 : 19400, 2차 : 22600", or ", 2차 : 41500" without
// a 1차 part, or with a 3차 part) into an amount per stage.

export interface StageFees {
  필기?: number;
  실기?: number;
  면접?: number;
}

export function parseFeeContents(contents: string): StageFees {
  const fees: StageFees = {};
  for (const match of contents.matchAll(/(\d)\s*차\s*:\s*(\d+)/g)) {
    const amount = Number(match[2]);
    if (match[1] === '1') fees.필기 = amount;
    else if (match[1] === '2') fees.실기 = amount;
    else if (match[1] === '3') fees.면접 = amount;
  }
  return fees;
}
