// A Response whose body is a string the emulation already holds. A real Response would encode it
// into a stream that the client at once reads back and decodes (most of an offline call's fixed
// cost); this one hands the same string over and builds a stream only if someone asks for one.

export class TextResponse extends Response {
  readonly #text: string;
  #stream: ReadableStream<Uint8Array> | undefined;
  #used = false;

  constructor(text: string, init: ResponseInit) {
    super(null, init);
    this.#text = text;
  }

  // The lib types declare the body members as readonly properties, so they cannot be overridden as
  // methods in the class body; they are defined on the prototype instead, with the same semantics
  // (a body is read once; a second read fails as a real Response's does).
  static {
    const take = (response: TextResponse): string => {
      if (response.bodyUsed) throw new TypeError('Body is unusable: Body has already been read');
      response.#used = true;
      return response.#text;
    };
    const method = (value: (this: TextResponse) => unknown): PropertyDescriptor => ({
      value,
      writable: true,
      configurable: true,
    });
    Object.defineProperties(TextResponse.prototype, {
      body: {
        configurable: true,
        get(this: TextResponse) {
          this.#stream ??= new Response(this.#text).body as ReadableStream<Uint8Array>;
          return this.#stream;
        },
      },
      bodyUsed: {
        configurable: true,
        get(this: TextResponse) {
          return this.#used || (this.#stream?.locked ?? false);
        },
      },
      text: method(async function () {
        return take(this);
      }),
      json: method(async function () {
        return JSON.parse(take(this));
      }),
      arrayBuffer: method(async function () {
        return new TextEncoder().encode(take(this)).buffer;
      }),
      bytes: method(async function () {
        return new TextEncoder().encode(take(this));
      }),
      blob: method(async function () {
        return new Blob([take(this)], { type: this.headers.get('content-type') ?? '' });
      }),
      clone: method(function () {
        if (this.bodyUsed) throw new TypeError('Response.clone: Body has already been consumed.');
        return new TextResponse(this.#text, {
          status: this.status,
          statusText: this.statusText,
          headers: this.headers,
        });
      }),
    });
  }
}
