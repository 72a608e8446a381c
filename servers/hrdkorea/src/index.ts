// 한국산업인력공단 HRD Korea (Q-Net OpenAPI and data.go.kr B490007) as a KOPA platform.
import { dataGoKrGatewayXml, definePlatform, xmlResponse } from '@kopa/kit';
import { createHrdDataset } from './data/index.ts';
import { HrdUser } from './schemas.ts';
import { APPLICATION_TOOLS } from './tools/applications.ts';
import { getExamInformation, listExamSubjects } from './tools/exam-details.ts';
import { getExamFee } from './tools/exam-fee.ts';
import { getExamSchedule } from './tools/exam-schedule.ts';
import { GRADE_SCHEDULE_TOOLS } from './tools/grade-schedules.ts';
import { getPassRates } from './tools/pass-rates.ts';
import { getQualificationSchedule } from './tools/qualification-schedule.ts';
import { getQualificationInfo, listQualifications } from './tools/qualifications.ts';
import { createHrdClient, HRD_QNET_BASE_URL } from './upstream/client.ts';
import { messageOf } from './upstream/codes.ts';
import { createHrdSim } from './upstream/sim.ts';
import { errorXml } from './upstream/sim-xml.ts';

/** A data.go.kr key of the real 64-hex shape (newer keys; older ones are 88-character base64). */
export const HRDKOREA_DEMO_KEY = '5f2c9e71a04b3d68c1e7f90a2b46d3c85e1f07a9b2c64d38e9a1f5b7c0d2e4f6';

export const hrdkorea = definePlatform({
  id: 'hrdkorea',
  title: '한국산업인력공단 Q-Net (HRD Korea)',
  domain: 'education',
  baseUrl: HRD_QNET_BASE_URL,
  auth: {
    param: 'serviceKey',
    location: 'query',
    envVar: 'KOPA_HRDKOREA_KEY',
    demoKey: HRDKOREA_DEMO_KEY,
    signupUrl: 'https://www.data.go.kr/data/15003024/openapi.do',
  },
  user: HrdUser,
  dataset: (window) => createHrdDataset(undefined, window),
  sim: createHrdSim,
  faultResponse: (kind) =>
    kind === 'rate_limit'
      ? xmlResponse(dataGoKrGatewayXml(messageOf('22'), '22'))
      : xmlResponse(errorXml({ resultCode: '99', resultMsg: messageOf('99') })),
  createClient: ({ fetch, baseUrl }) => createHrdClient({ fetch, baseUrl }),
  // InquiryQualInfo for seriesCd=03 is ~650 KB and can take minutes upstream.
  live: { ratePerSecond: 5, timeoutMs: 120_000 },
  tools: [
    listQualifications,
    getQualificationInfo,
    getExamSchedule,
    ...GRADE_SCHEDULE_TOOLS,
    getQualificationSchedule,
    getExamFee,
    getPassRates,
    getExamInformation,
    listExamSubjects,
    ...APPLICATION_TOOLS,
  ],
});

export { createHrdDataset, type HrdDataset } from './data/index.ts';
export { createHrdClient, type HrdClient } from './upstream/client.ts';
export { createHrdSim } from './upstream/sim.ts';
