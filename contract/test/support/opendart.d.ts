// Types for the `opendart` package (hkjang/opendart, plain CommonJS without its own): each
// operation takes the OpenDART key and the query parameters and resolves to axios's response.
declare module 'opendart' {
  interface OpendartResponse {
    status: number;
    headers: Record<string, string>;
    data: unknown;
  }
  type Operation = (accessToken: string, options?: Record<string, string>) => Promise<OpendartResponse>;
  const opendart: {
    disclosure: Record<'list' | 'company' | 'corpCode' | 'document', Operation>;
    report: Record<
      | 'irdsSttus'
      | 'alotMatter'
      | 'tesstkAcqsDspsSttus'
      | 'hyslrSttus'
      | 'hyslrChgSttus'
      | 'mrhlSttus'
      | 'exctvSttus'
      | 'empSttus'
      | 'hmvAuditIndvdlBySttus'
      | 'hmvAuditAllSttus'
      | 'indvdlByPay'
      | 'otrCprInvstmntSttus',
      Operation
    >;
    statement: Record<
      'fnlttSinglAcnt' | 'fnlttMultiAcnt' | 'fnlttSinglAcntAll' | 'xbrlTaxonomy' | 'fnlttXbrl',
      Operation
    >;
    equity: Record<'majorstock' | 'elestock', Operation>;
  };
  export default opendart;
}
