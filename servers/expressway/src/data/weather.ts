// 휴게소별 날씨 (restinfo/restWeatherList): hourly observations at every rest area, a pure function of
// (seed, date, hour, place). A seasonal climatology by latitude, a diurnal cycle, day-to-day anomalies
// shared by nearby places, and rain or snow spells; missing values are "-99.000000", as upstream.
import { dayIndex } from './calendar.ts';
import { gauss, keyOf, uniform } from './noise.ts';
import type { RestAreaRow } from './types.ts';

/** Monthly mean temperature (°C) at latitude 37.5°N. */
const MONTHLY_MEAN = [-2.4, 0.4, 5.7, 12.5, 17.8, 22.2, 24.9, 25.7, 21.2, 14.8, 7.2, 0.4] as const;
/** Chance of a wet day by month. */
const WET_DAY = [0.12, 0.14, 0.2, 0.22, 0.25, 0.32, 0.48, 0.42, 0.3, 0.18, 0.2, 0.15] as const;

const MISSING = '-99.000000';
const fixed = (value: number) => value.toFixed(6);

export interface WeatherReading {
  weatherContents: string;
  tempValue: string;
  humidityValue: string;
  windValue: string;
  windContents: string;
  rainfallValue: string;
  rainfallstrengthValue: string;
  newsnowValue: string;
  snowValue: string;
  cloudValue: string;
  dewValue: string;
}

function dewPoint(temp: number, humidity: number): number {
  const gamma = Math.log(humidity / 100) + (17.62 * temp) / (243.12 + temp);
  return (243.12 * gamma) / (17.62 - gamma);
}

/** The reading at one place and hour. Places in the same 1° cell share the day's weather. */
export function weatherAt(options: {
  seed: string;
  lat: number;
  lon: number;
  ymd: string;
  hour: number;
}): WeatherReading {
  const { seed, lat, lon, ymd, hour } = options;
  const day = dayIndex(ymd);
  const month = Number(ymd.slice(4, 6)) - 1;
  const cell = keyOf(seed, 'weather-cell', Math.floor(lat), Math.floor(lon));
  const place = keyOf(seed, 'weather-place', lat.toFixed(3), lon.toFixed(3));
  const amplitude = month <= 1 || month >= 10 ? 5 : 4;
  const anomaly = 2.6 * gauss(cell, day, 1);
  const wet = uniform(cell, day, 2) < (WET_DAY[month] ?? 0.2);
  const rainStart = Math.floor(uniform(cell, day, 3) * 18);
  const rainEnd = rainStart + 3 + Math.floor(uniform(cell, day, 4) * 8);
  const raining = wet && hour >= rainStart && hour < rainEnd;
  const rainedToday = wet && hour >= rainStart;
  const temp =
    (MONTHLY_MEAN[month] ?? 12) +
    (37.5 - lat) * 0.9 +
    amplitude * Math.cos(((hour - 15) / 24) * 2 * Math.PI) * (raining ? 0.4 : 1) +
    anomaly +
    0.5 * gauss(place, day * 24 + hour, 5);
  const humidity = Math.min(
    100,
    Math.max(
      18,
      58 +
        (raining ? 32 : wet ? 12 : 0) -
        12 * Math.cos(((hour - 4) / 24) * 2 * Math.PI) +
        6 * gauss(place, day * 24 + hour, 6),
    ),
  );
  const cloud = raining
    ? 10
    : Math.max(0, Math.min(10, Math.round(4 + 3.5 * gauss(cell, day * 24 + hour, 7) + (wet ? 3 : 0))));
  const snow = raining && temp < 0.5;
  const strength = raining ? 0.5 + 9 * uniform(place, day * 24 + hour, 8) : 0;
  const hoursOfRain = rainedToday ? Math.min(hour + 1, rainEnd) - rainStart : 0;
  const accumulated = rainedToday ? hoursOfRain * (1.2 + 4 * uniform(cell, day, 9)) : 0;
  const contents = raining
    ? snow
      ? '눈'
      : strength > 7
        ? '소나기'
        : '비'
    : rainedToday
      ? snow
        ? '눈끝남'
        : '비끝남'
      : humidity > 94 && hour < 9
        ? '안개'
        : cloud <= 2
          ? '맑음'
          : cloud <= 5
            ? '구름조금'
            : cloud <= 8
              ? '구름많음'
              : '흐림';
  return {
    weatherContents: contents,
    tempValue: fixed(Math.round(temp * 10) / 10),
    humidityValue: fixed(Math.round(humidity)),
    windValue: fixed(Math.round((0.6 + 4.5 * uniform(place, day * 24 + hour, 10) + (raining ? 2 : 0)) * 10) / 10),
    windContents: String(1 + Math.floor(uniform(cell, day * 24 + Math.floor(hour / 6), 11) * 36)),
    rainfallValue: rainedToday && !snow ? fixed(Math.round(accumulated * 10) / 10) : MISSING,
    rainfallstrengthValue: raining && !snow ? fixed(Math.round(strength * 10) / 10) : MISSING,
    newsnowValue: snow ? fixed(Math.round(strength * 3) / 10) : MISSING,
    snowValue: snow ? fixed(Math.round(hoursOfRain * strength * 4) / 10) : MISSING,
    cloudValue: fixed(cloud),
    dewValue: fixed(Math.round(dewPoint(temp, humidity) * 10) / 10),
  };
}

/** restWeatherList rows of every rest area for one date and hour; unitCode keeps its trailing space. */
export function weatherRows(options: {
  seed: string;
  restAreas: readonly RestAreaRow[];
  ymd: string;
  hour: number;
}): Array<Record<string, string>> {
  const stdHour = String(options.hour).padStart(2, '0');
  return options.restAreas.map((area) => ({
    sdate: options.ymd,
    stdHour,
    unitCode: `${area.unitCode} `,
    unitName: area.unitName,
    routeNo: area.routeNo,
    routeName: area.routeName,
    updownTypeCode: area.updownTypeCode,
    xValue: area.xValue,
    yValue: area.yValue,
    addr: area.svarAddr,
    measurement: area.measurement,
    ...weatherAt({
      seed: options.seed,
      lat: Number(area.yValue),
      lon: Number(area.xValue),
      ymd: options.ymd,
      hour: options.hour,
    }),
  }));
}
