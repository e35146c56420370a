import { createHash, generateKeyPairSync, randomBytes, sign, type KeyObject } from "node:crypto";
import { encode } from "cborg";

/**
 * A passkey authenticator in software, for the server tests (WebAuthn Level 2, §6): an ES256 key
 * pair, an attestation of format "none" and signed assertions, as a browser would post them
 * (the JSON of @simplewebauthn/browser). Enough to sign in over plain HTTP without a browser.
 */

/**
 * Definite-length CBOR maps and byte strings, as authenticators write them (cborg: plain JavaScript,
 * no native part to install; its maps come out in CTAP2's canonical order).
 */
const cbor = { encode: (value: unknown) => Buffer.from(encode(value)) };

const b64url = (bytes: Buffer | Uint8Array) => Buffer.from(bytes).toString("base64url");
const sha256 = (data: Buffer | string) => createHash("sha256").update(data).digest();

type CreationOptions = { challenge: string; rp: { id?: string } };
type RequestOptions = { challenge: string; rpId?: string };

export class SoftwarePasskey {
  readonly credentialId = randomBytes(16);
  private readonly privateKey: KeyObject;
  private readonly publicKey: KeyObject;
  counter = 0;

  constructor(
    /** The page's origin, which the browser writes into clientDataJSON (http://localhost:<port>). */
    readonly origin: string,
  ) {
    const pair = generateKeyPairSync("ec", { namedCurve: "P-256" });
    this.privateKey = pair.privateKey;
    this.publicKey = pair.publicKey;
  }

  get id(): string {
    return b64url(this.credentialId);
  }

  /** The public key as COSE (RFC 9053): EC2, ES256, P-256, x and y. */
  private coseKey(): Buffer {
    const jwk = this.publicKey.export({ format: "jwk" });
    return cbor.encode(
      new Map<number, number | Buffer>([
        [1, 2],
        [3, -7],
        [-1, 1],
        [-2, Buffer.from(jwk.x!, "base64url")],
        [-3, Buffer.from(jwk.y!, "base64url")],
      ]),
    );
  }

  private authData(rpId: string, flags: number, attested?: Buffer): Buffer {
    const count = Buffer.alloc(4);
    count.writeUInt32BE(this.counter);
    return Buffer.concat([sha256(rpId), Buffer.from([flags]), count, attested ?? Buffer.alloc(0)]);
  }

  private clientData(type: string, challenge: string, origin: string): Buffer {
    return Buffer.from(JSON.stringify({ type, challenge, origin, crossOrigin: false }));
  }

  /** What `navigator.credentials.create()` answers (user present and verified, attested credential data). */
  register(options: CreationOptions, { origin = this.origin } = {}) {
    const rpId = options.rp.id ?? new URL(origin).hostname;
    const length = Buffer.alloc(2);
    length.writeUInt16BE(this.credentialId.length);
    const attested = Buffer.concat([Buffer.alloc(16), length, this.credentialId, this.coseKey()]);
    const authData = this.authData(rpId, 0x01 | 0x04 | 0x40, attested);
    const attestationObject = cbor.encode(
      new Map<string, unknown>([
        ["fmt", "none"],
        ["attStmt", new Map()],
        ["authData", authData],
      ]),
    );
    return {
      id: this.id,
      rawId: this.id,
      type: "public-key",
      response: {
        clientDataJSON: b64url(this.clientData("webauthn.create", options.challenge, origin)),
        attestationObject: b64url(attestationObject),
        transports: ["internal"],
      },
      clientExtensionResults: {},
      authenticatorAttachment: "platform",
    };
  }

  /** What `navigator.credentials.get()` answers: the counter goes up, the data is signed. */
  authenticate(options: RequestOptions, { origin = this.origin, key = this.privateKey } = {}) {
    this.counter += 1;
    const rpId = options.rpId ?? new URL(origin).hostname;
    const authenticatorData = this.authData(rpId, 0x01 | 0x04);
    const clientDataJSON = this.clientData("webauthn.get", options.challenge, origin);
    const signature = sign("sha256", Buffer.concat([authenticatorData, sha256(clientDataJSON)]), key);
    return {
      id: this.id,
      rawId: this.id,
      type: "public-key",
      response: {
        clientDataJSON: b64url(clientDataJSON),
        authenticatorData: b64url(authenticatorData),
        signature: b64url(signature),
      },
      clientExtensionResults: {},
      authenticatorAttachment: "platform",
    };
  }
}

/** A key of nobody's passkey: a signature with it is a forgery. */
export const strangerKey = () => generateKeyPairSync("ec", { namedCurve: "P-256" }).privateKey;
