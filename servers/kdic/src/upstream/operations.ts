// The KDIC (B190017) operations on data.go.kr as the client and the emulation both see them: the real service
// path, the operation, the root key of the JSON envelope (the operation without its version suffix), the
// header message and the fields each item carries. Declared once; see README "decisions" for the paths and
// fields that no public source confirmed.

export interface Operation {
  /** Path under https://apis.data.go.kr, e.g. `B190017/service/GetInsuredProductService202008`. */
  service: string;
  operation: string;
  /** Root key of the JSON envelope. */
  root: string;
  /** resultMsg of a normal answer. */
  okMessage: string;
  /** The insured-product service also sends `rows` beside numOfRows (seen in client dumps). */
  rowsKey?: boolean;
  /** Item fields in upstream order. */
  fields: readonly string[];
}

const PRODUCT_SERVICE = 'B190017/service/GetInsuredProductService202008';
const OVERVIEW_SERVICE = 'B190017/GetInsurgFnltMngmtOvrlInfoService';
const OVERVIEW_FIELDS = [
  'num',
  'baseYm',
  'dvsnNm',
  'crpno',
  'inspnl',
  'ivstPnl',
  'cnprfNprf',
  'incoPrmfee',
  'astTsum',
  'lbltTsum',
  'cptTsum',
] as const;

export const OPERATIONS = {
  companies: {
    service: PRODUCT_SERVICE,
    operation: 'getCompanyList202008',
    root: 'getCompanyList',
    okMessage: 'NORMAL SERVICE.',
    rowsKey: true,
    fields: ['num', 'fncIstNm', 'regnNm'],
  },
  products: {
    service: PRODUCT_SERVICE,
    operation: 'getProductList202008',
    root: 'getProductList',
    okMessage: 'NORMAL SERVICE.',
    rowsKey: true,
    fields: ['num', 'fncIstNm', 'prdNm', 'prdSalDscnDt', 'regDate'],
  },
  institutions: {
    service: 'B190017/service/GetInsurgTrgetFnltInfoService',
    operation: 'getInsurgTrgetFnltInfoList',
    root: 'getInsurgTrgetFnltInfoList',
    okMessage: 'NORMAL SERVICE',
    fields: ['num', 'fncsecDscdNm', 'fnccmpNm', 'fncIstAdr', 'cttpc', 'hmpgUrladr', 'isrgTgtYn', 'lgtdVal', 'latdVal'],
  },
  savingsFinance: {
    service: 'B190017/service/GetSavingsBankFinanceService',
    operation: 'getFinanceStateList',
    root: 'getFinanceStateList',
    okMessage: 'NORMAL SERVICE.',
    fields: ['num', 'finIstNm', 'ym', 'dpsAvgIrt', 'bisTotCptRto', 'ovduRt'],
  },
  realEstates: {
    service: 'B190017/service/GetBankruptcyEstatesGoodsService2020081',
    operation: 'getRealEstateList2020081',
    root: 'getRealEstateList',
    okMessage: 'NORMAL SERVICE',
    fields: [
      'num',
      'gdsNo',
      'bkrpFnccmpNm',
      'gdsKndNm',
      'gdsNm',
      'lctnAdr',
      'lndAr',
      'bldgAr',
      'aprsAmt',
      'minSlPrc',
      'progStutNm',
      'rgstDt',
    ],
  },
  accidents: {
    service: 'B190017/service/GetInsrAccdFnltInfoService',
    operation: 'getInsrAccdFnltInfoList',
    root: 'getInsrAccdFnltInfoList',
    okMessage: 'NORMAL SERVICE',
    fields: ['num', 'fnccmpNm', 'stsNm', 'insacdDyVal', 'telnoKindCont', 'rsluMthoCont', 'ctrcBfrDcsnDyVal', 'telno'],
  },
  bankrupts: {
    service: 'B190017/service/GetBkrpFnltInfoService',
    operation: 'getBkrpFnltInfoList',
    root: 'getBkrpFnltInfoList',
    okMessage: 'NORMAL SERVICE',
    fields: [
      'num',
      'fncRegnDscdNm',
      'fndDscdNm',
      'spraccYn',
      'bkrpFnccmpNm',
      'bkrpTrspnPrxyNmp',
      'bkrpAdjdDt',
      'concDscdNm',
    ],
  },
  paymentBranches: {
    service: 'B190017/service/GetInsrPymtAgncBrchInfoService',
    operation: 'getInsrPymtAgncBrchInfoList',
    root: 'getInsrPymtAgncBrchInfoList',
    okMessage: 'NORMAL SERVICE',
    fields: ['num', 'pymtAgncIstNm', 'pymtAgncBrchNm', 'chrpnTelnoCont', 'adr'],
  },
  depositTrends: {
    service: 'B190017/service/GetInsurgFnltDpsTrndService',
    operation: 'getInsurgFnltDpsTrndList',
    root: 'getInsurgFnltDpsTrndList',
    okMessage: 'NORMAL SERVICE',
    fields: [
      'num',
      'calcBaseYm',
      'fncRegnDscdNm',
      'tgtOndmDpsamt',
      'excdOndmDpsamt',
      'sumOndmDpsamt',
      'tgtSvtpDpsamt',
      'excdSvtpDpsamt',
      'sumSvtpDpsamt',
    ],
  },
  publications: {
    service: 'B190017/service/GetPblcRptInfoService',
    operation: 'getPblcRptInfoList',
    root: 'getPblcRptInfoList',
    okMessage: 'NORMAL SERVICE',
    fields: ['title', 'contents', 'jursDept', 'regDate', 'inqCnt'],
  },
  lifeOverview: {
    service: OVERVIEW_SERVICE,
    operation: 'getLifeInsrOvrlInfo',
    root: 'getLifeInsrOvrlInfo',
    okMessage: 'NORMAL SERVICE',
    fields: OVERVIEW_FIELDS,
  },
  nonLifeOverview: {
    service: OVERVIEW_SERVICE,
    operation: 'getNlifeInsrOvrlInfo',
    root: 'getNlifeInsrOvrlInfo',
    okMessage: 'NORMAL SERVICE',
    fields: OVERVIEW_FIELDS,
  },
  fund: {
    service: 'B190017/service/GetDpsInsrFundMakInfoService',
    operation: 'getDpsInsrFundMakInfoList',
    root: 'getDpsInsrFundMakInfoList',
    okMessage: 'NORMAL SERVICE',
    fields: [
      'num',
      'baseYr',
      'baseMn',
      'fndMakDvsnNm',
      'prmfeeAmt',
      'sscrAmt',
      'spprFundRtrvAmt',
      'mnivBnfAmt',
      'etcAmt',
    ],
  },
  suspendedProfit: {
    service: 'B190017/service/GetBsnSspnSvbkPrftRptService',
    operation: 'getBsnSspnSvbkPrftRptList',
    root: 'getBsnSspnSvbkPrftRptList',
    okMessage: 'NORMAL SERVICE',
    fields: ['num', 'baseYm', 'fnccmpNm', 'colnCd', 'colnNm', 'lsqtedHis', 'thyrQteHist', 'icdcVal'],
  },
} as const satisfies Record<string, Operation>;

export type OperationKey = keyof typeof OPERATIONS;

/** data.go.kr result codes (header and gateway) and their messages. */
export const RESULT_MESSAGES: Record<string, string> = {
  '00': 'NORMAL SERVICE.',
  '01': 'APPLICATION_ERROR',
  '03': 'NODATA_ERROR',
  '05': 'SERVICETIMEOUT_ERROR',
  '10': 'INVALID_REQUEST_PARAMETER_ERROR',
  '11': 'NO_MANDATORY_REQUEST_PARAMETERS_ERROR',
  '12': 'NO_OPENAPI_SERVICE_ERROR',
  '20': 'SERVICE_ACCESS_DENIED_ERROR',
  '22': 'LIMITED_NUMBER_OF_SERVICE_REQUESTS_EXCEEDS_ERROR',
  '30': 'SERVICE_KEY_IS_NOT_REGISTERED_ERROR',
  '31': 'DEADLINE_HAS_EXPIRED_ERROR',
  '99': 'UNKNOWN_ERROR',
};

/** The largest page the emulation serves (clients of these services ask for up to 1,000 rows). */
export const MAX_ROWS = 1000;
