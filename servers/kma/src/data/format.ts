// The value formats of the real API, category by category: integers for TMP, "12.0" for TMN/TMX,
// one decimal with a trailing ".0" dropped for winds, the 범주 strings of PCP/SNO/RN1
// ("강수없음", "1mm 미만", "1.0mm", "30.0~50.0mm", "50.0mm 이상"; "적설없음", "1cm 미만", "5.0cm 이상").

/** One decimal, "-0" avoided, trailing ".0" dropped ("2.0" → "2", "-1.4" stays). */
export function decimal(value: number): string {
  const rounded = Math.round(value * 10) / 10;
  const text = (Object.is(rounded, -0) ? 0 : rounded).toFixed(1);
  return text.endsWith('.0') ? text.slice(0, -2) : text;
}

/** One decimal, always printed ("15.2", "14.0"): T1H of 초단기실황. */
export function fixed1(value: number): string {
  const rounded = Math.round(value * 10) / 10;
  return (Object.is(rounded, -0) ? 0 : rounded).toFixed(1);
}

/** An integer string ("23", "-3"). */
export function integer(value: number): string {
  const rounded = Math.round(value);
  return String(Object.is(rounded, -0) ? 0 : rounded);
}

/** TMN/TMX: an integer with ".0" ("21.0"). */
export function extreme(value: number): string {
  return `${integer(value)}.0`;
}

/** REH of the forecasts: a multiple of 5. */
export function humidity5(value: number): string {
  return String(Math.min(100, Math.max(5, Math.round(value / 5) * 5)));
}

/** 1시간 강수량 범주 (PCP of 단기예보, RN1 of 초단기예보). */
export function precipCategory(mm: number): string {
  if (mm < 0.1) return '강수없음';
  if (mm < 1) return '1mm 미만';
  if (mm < 30) return `${(Math.round(mm * 10) / 10).toFixed(1)}mm`;
  if (mm < 50) return '30.0~50.0mm';
  return '50.0mm 이상';
}

/** 1시간 신적설 범주 (SNO of 단기예보). */
export function snowCategory(cm: number): string {
  if (cm < 0.1) return '적설없음';
  if (cm < 1) return '1cm 미만';
  if (cm < 5) return `${(Math.round(cm * 10) / 10).toFixed(1)}cm`;
  return '5.0cm 이상';
}

/** RN1 of 초단기실황: the observed mm as a number string ("0", "0.5", "12"). */
export function observedPrecip(mm: number): string {
  return mm < 0.1 ? '0' : decimal(mm);
}

/** Wave height in 0.5 m steps ("0", "0.5", "1", "1.5"). */
export function waveHeight(metres: number): string {
  return decimal(Math.round(metres * 2) / 2);
}
