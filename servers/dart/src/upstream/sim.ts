// The emulated OpenDART upstream (DESIGN §3.2): real paths (/api/<name>.json or .xml, corpCode.xml
// as a ZIP), crtfc_key checked against the session's credentials, real status codes, over the
// deterministic dataset. `kopa sim serve` exposes this same handler over loopback HTTP.
import { createHash } from 'node:crypto';
import { bytesResponse, checkKey, dartEnvelope, type SimHandler } from '@kopa/kit';
import type { DartDataset } from '../data/index.ts';
import { writeCorpCodeZip } from './corp-code-xml.ts';
import { documentZip, xbrlZip } from './sim-documents.ts';
import { type DartFormat, dartResponse } from './sim-format.ts';
import { listDisclosures } from './sim-list.ts';
import { DartStatus } from './sim-params.ts';
import { REPORT_HANDLERS } from './sim-reports.ts';
import { createView, type DartView } from './sim-view.ts';

const AUTH_STATUS = { missing: '010', invalid: '010', expired: '901', revoked: '011' } as const;

/** The APIs that answer a ZIP (only at their .xml path); their errors are XML status bodies. */
const ZIP_APIS: Record<string, typeof documentZip> = { document: documentZip, fnlttXbrl: xbrlZip };

const notFound = () =>
  new Response('<html><body>404 Not Found</body></html>', { status: 404, headers: { 'content-type': 'text/html' } });

export function createDartSim(dataset: DartDataset): SimHandler {
  // One ZIP per distinct corp-code overlay; the ETag lets clients reuse their parse.
  const zips = new Map<string, { bytes: Uint8Array; etag: string }>();
  const corpCodeZip = (view: DartView, overlayKey: string) => {
    let zip = zips.get(overlayKey);
    if (!zip) {
      const bytes = writeCorpCodeZip(view.corpCodes.rows());
      zip = { bytes, etag: `"${createHash('sha1').update(bytes).digest('hex')}"` };
      if (zips.size > 32) zips.clear();
      zips.set(overlayKey, zip);
    }
    return zip;
  };

  return (request, context) => {
    const url = new URL(request.url);
    const match = /^\/api\/([A-Za-z]+)\.(json|xml)$/.exec(url.pathname);
    if (!match?.[1]) return notFound();
    const api = match[1];
    const format = match[2] as DartFormat;
    const auth = checkKey(url.searchParams.get('crtfc_key'), context.credentials);
    // corpCode.xml reports its errors as an XML status body instead of the ZIP.
    if (auth !== 'ok') return dartResponse(format, dartEnvelope.error(AUTH_STATUS[auth]));
    const view = createView(dataset, context);
    try {
      if (api === 'corpCode') {
        if (format !== 'xml') return notFound();
        const zip = corpCodeZip(view, JSON.stringify(context.overlay.corpCodes ?? null));
        const response = bytesResponse(zip.bytes, 'application/x-msdownload');
        response.headers.set('etag', zip.etag);
        return response;
      }
      const zipOf = ZIP_APIS[api];
      if (zipOf) {
        if (format !== 'xml') return notFound();
        return bytesResponse(zipOf(url.searchParams, view), 'application/x-msdownload');
      }
      const handler = api === 'list' ? listDisclosures : REPORT_HANDLERS[api];
      if (!handler) return notFound();
      return dartResponse(format, dartEnvelope.ok(handler(url.searchParams, view)));
    } catch (error) {
      if (error instanceof DartStatus) return dartResponse(format, dartEnvelope.error(error.status, error.message));
      throw error;
    }
  };
}
