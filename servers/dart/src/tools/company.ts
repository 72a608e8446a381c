// dart_get_company: company.json (기업개황), DART's one flat (list-less) answer.
import { z } from 'zod';
import { CompanyItem, corp_code, crtfc_key } from '../schemas.ts';
import { dartTool, GENERIC } from './tool.ts';

export const getCompany = dartTool({
  name: 'dart_get_company',
  title: '기업개황',
  operation: 'company.json',
  description:
    '기업개황 (company.json): 회사명, 대표자, 법인구분, 종목코드, 법인등록번호(jurir_no), 사업자등록번호, 주소, 업종, 설립일, 결산월.\n' +
    'Company overview by corp_code: CEO, market, stock code, registration numbers, address, industry.',
  input: z.object({ crtfc_key, corp_code }),
  output: z.object({ resultCode: z.string(), resultMsg: z.string(), item: CompanyItem }),
  kind: 'read',
  generic: GENERIC,
  async run(args, { client }) {
    const { status, message, ...item } = await client.call('company', args);
    return { resultCode: status, resultMsg: message, item: item as z.infer<typeof CompanyItem> };
  },
});
