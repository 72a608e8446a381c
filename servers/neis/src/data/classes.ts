// The per-school reference tables: classInfo (학급정보), schoolMajorinfo (학과), schulAflcoinfo
// (계열) and tiClrminfo (시간표강의실). All follow the profile's courses and majors, so the class
// names here are exactly the CLASS_NM the timetables use.
import { AY } from './calendar.ts';
import type { RawRow, SchoolProfile } from './types.ts';

/** Classes are registered right after the school year opens; 2학기 classrooms in August. */
export const CLASS_LOAD_DATE = '20260304';
export const SECOND_SEMESTER_LOAD_DATE = '20260807';

function head(profile: SchoolProfile): RawRow {
  return {
    ATPT_OFCDC_SC_CODE: profile.office,
    ATPT_OFCDC_SC_NM: profile.officeName,
    SD_SCHUL_CODE: profile.code,
    SCHUL_NM: profile.name,
  };
}

function majorAt(options: { profile: SchoolProfile; grade: number; classNo: number }) {
  const { profile, grade, classNo } = options;
  return profile.kind === '고등학교' ? profile.majors[profile.majorOf[grade - 1]?.[classNo - 1] ?? 0] : undefined;
}

export function classRows(profile: SchoolProfile): RawRow[] {
  const special = profile.kind === '특수학교';
  return profile.courses.flatMap((course) =>
    course.grades.flatMap((grade) =>
      Array.from({ length: course.classes[grade - 1] ?? 0 }, (_, index) => {
        const major = majorAt({ profile, grade, classNo: index + 1 });
        return {
          ...head(profile),
          AY,
          GRADE: String(grade),
          DGHT_CRSE_SC_NM: special ? null : '주간',
          SCHUL_CRSE_SC_NM: course.name,
          ORD_SC_NM: major?.ORD_SC_NM ?? null,
          DDDEP_NM: major?.DDDEP_NM ?? null,
          CLASS_NM: String(index + 1),
          LOAD_DTM: CLASS_LOAD_DATE,
        };
      }),
    ),
  );
}

export function majorRows(profile: SchoolProfile): RawRow[] {
  return profile.majors.map((major) => ({
    ...head(profile),
    DGHT_CRSE_SC_NM: '주간',
    ORD_SC_NM: major.ORD_SC_NM,
    DDDEP_NM: major.DDDEP_NM,
    LOAD_DTM: CLASS_LOAD_DATE,
  }));
}

export function affiliationRows(profile: SchoolProfile): RawRow[] {
  const tracks = [...new Set(profile.majors.map((major) => major.ORD_SC_NM))];
  return tracks.map((ORD_SC_NM) => ({
    ...head(profile),
    DGHT_CRSE_SC_NM: '주간',
    ORD_SC_NM,
    LOAD_DTM: CLASS_LOAD_DATE,
  }));
}

/** Homerooms per semester; high and special schools only, as upstream. */
export function classroomRows(profile: SchoolProfile): RawRow[] {
  if (profile.kind !== '고등학교' && profile.kind !== '특수학교') return [];
  const special = profile.kind === '특수학교';
  return ['1', '2'].flatMap((semester) =>
    profile.courses.flatMap((course) =>
      course.grades.flatMap((grade) =>
        Array.from({ length: course.classes[grade - 1] ?? 0 }, (_, index) => {
          const major = majorAt({ profile, grade, classNo: index + 1 });
          return {
            ...head(profile),
            AY,
            GRADE: String(grade),
            SEM: semester,
            SCHUL_CRSE_SC_NM: course.name,
            DGHT_CRSE_SC_NM: special ? null : '주간',
            ORD_SC_NM: major?.ORD_SC_NM ?? null,
            DDDEP_NM: major?.DDDEP_NM ?? null,
            CLRM_NM: String(index + 1),
            LOAD_DTM: semester === '1' ? CLASS_LOAD_DATE : SECOND_SEMESTER_LOAD_DATE,
          };
        }),
      ),
    ),
  );
}
