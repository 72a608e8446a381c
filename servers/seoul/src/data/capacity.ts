// How many places a 공공서비스예약 listing has and how many other citizens already took. The
// open API publishes neither, so both are a pure function of SVCID that the emulation (for
// 예약마감) and the reservation tools (live or offline) share.
import { hashSeed } from '@kopa/kit';

export interface Capacity {
  capacity: number;
  /** Places taken by other users. */
  taken: number;
}

export function capacityOf(svcid: string): Capacity {
  const hash = hashSeed('capacity', svcid);
  const capacity = 10 + (hash % 41);
  // About one listing in ten is fully booked; the rest are partly taken.
  const taken = hash % 10 === 0 ? capacity : Math.floor((capacity * ((hash >>> 8) % 95)) / 100);
  return { capacity, taken };
}
