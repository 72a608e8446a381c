// corpCode.xml and company.json rows, projected from the company universe.
import { type CompanyProfile, SECTORS } from '@kopa/world';
import type { CompanyRow, CorpCodeRow } from './types.ts';

export function corpCodeRow(company: CompanyProfile): CorpCodeRow {
  return {
    corp_code: company.corpCode,
    corp_name: company.corpName,
    corp_eng_name: company.corpEngName,
    stock_code: company.stockCode,
    modify_date: company.modifyDate,
  };
}

export function companyRow(company: CompanyProfile): CompanyRow {
  return {
    corp_code: company.corpCode,
    corp_name: company.corpName,
    corp_name_eng: company.corpEngName,
    stock_name: company.stockName,
    stock_code: company.stockCode,
    ceo_nm: company.ceoNames.join(', '),
    corp_cls: company.corpCls,
    jurir_no: company.jurirNo,
    bizr_no: company.bizrNo,
    adres: company.adres,
    hm_url: company.hmUrl,
    ir_url: company.irUrl,
    phn_no: company.phnNo,
    fax_no: company.faxNo,
    induty_code: SECTORS[company.sector].induty,
    est_dt: company.estDt,
    acc_mt: '12',
  };
}
