import { randomUUID } from "node:crypto";
import { describe, expect, it } from "vitest";
import { clientAddress } from "@/lib/api/client-address";
import { addressStampedByFront, FRONT_TOKEN_VARIABLE, isFrontToken, requireFrontToken, stampedAddress } from "@/lib/api/front-proof";

describe("clientAddress (docs/operations.md, the client's address)", () => {
  it("is the socket's address by default, whatever X-Forwarded-For says", () => {
    expect(clientAddress("203.0.113.7", undefined, 0)).toBe("203.0.113.7");
    expect(clientAddress("203.0.113.7", "198.51.100.1", 0)).toBe("203.0.113.7");
    expect(clientAddress("::ffff:127.0.0.1", "198.51.100.1, 10.0.0.1", 0)).toBe("127.0.0.1");
    expect(clientAddress("::1", undefined, 0)).toBe("::1");
  });

  it("takes the n-th address from the right with n trusted proxies: what the client writes on the left never counts", () => {
    // The client sent "198.51.100.1"; the one proxy appended the address it saw.
    expect(clientAddress("10.0.0.2", "198.51.100.1, 203.0.113.7", 1)).toBe("203.0.113.7");
    expect(clientAddress("10.0.0.2", "203.0.113.7", 1)).toBe("203.0.113.7");
    // Two proxies: the outer appended the client, the inner the outer.
    expect(clientAddress("10.0.0.3", "198.51.100.1, 203.0.113.7, 10.0.0.2", 2)).toBe("203.0.113.7");
    // Repeated headers arrive joined, or as a list.
    expect(clientAddress("10.0.0.2", ["198.51.100.1", "203.0.113.7"], 1)).toBe("203.0.113.7");
  });

  it("falls back to what a trusted party wrote when entries are missing or are no address", () => {
    expect(clientAddress("10.0.0.2", undefined, 1)).toBe("10.0.0.2");
    expect(clientAddress("10.0.0.2", " , ", 1)).toBe("10.0.0.2");
    expect(clientAddress("10.0.0.3", "203.0.113.7", 2)).toBe("203.0.113.7");
    expect(clientAddress("10.0.0.2", "198.51.100.1, not-an-address", 1)).toBe("10.0.0.2");
    expect(clientAddress("10.0.0.2", "198.51.100.1, 999.1.1.1", 1)).toBe("10.0.0.2");
    expect(clientAddress(undefined, undefined, 0)).toBe("unknown");
  });

  it("drops ports, brackets and the IPv4-mapped prefix so that one client is one bucket", () => {
    expect(clientAddress("10.0.0.2", "203.0.113.7:51234", 1)).toBe("203.0.113.7");
    expect(clientAddress("10.0.0.2", "[2001:DB8::1]:443", 1)).toBe("2001:db8::1");
    expect(clientAddress("10.0.0.2", "2001:db8::1", 1)).toBe("2001:db8::1");
    expect(clientAddress("10.0.0.2", "::ffff:203.0.113.7", 1)).toBe("203.0.113.7");
  });
});

describe("the front's stamp: the only client address a route handler believes", () => {
  it("reads the address the front stamped with this process's token", () => {
    expect(addressStampedByFront(stampedAddress("203.0.113.7"))).toBe("203.0.113.7");
    expect(addressStampedByFront(stampedAddress("2001:db8::1"))).toBe("2001:db8::1");
  });

  it("believes nothing a client can write: a bare address, a guessed or partial token, a token without an address", () => {
    expect(addressStampedByFront(null)).toBeNull();
    expect(addressStampedByFront("")).toBeNull();
    expect(addressStampedByFront("203.0.113.7")).toBeNull();
    expect(addressStampedByFront(`${randomUUID()} 203.0.113.7`)).toBeNull();
    expect(addressStampedByFront(`${requireFrontToken().slice(0, -1)} 203.0.113.7`)).toBeNull();
    expect(addressStampedByFront(` ${requireFrontToken()} 203.0.113.7`)).toBeNull();
    expect(addressStampedByFront(`${requireFrontToken()} `)).toBeNull();
  });

  it("the token is one value for the whole process, and only that value is it", () => {
    expect(requireFrontToken()).toBe(requireFrontToken());
    expect(isFrontToken(requireFrontToken())).toBe(true);
    expect(isFrontToken(randomUUID())).toBe(false);
    expect(isFrontToken(`${requireFrontToken()}x`)).toBe(false);
    expect(isFrontToken(undefined)).toBe(false);
  });

  it("without the production server no token exists, and nothing passes as one", () => {
    const token = process.env[FRONT_TOKEN_VARIABLE];
    delete process.env[FRONT_TOKEN_VARIABLE];
    try {
      expect(isFrontToken("")).toBe(false);
      expect(isFrontToken("undefined")).toBe(false);
      expect(addressStampedByFront(" 203.0.113.7")).toBeNull();
      expect(() => stampedAddress("203.0.113.7")).toThrow(FRONT_TOKEN_VARIABLE);
    } finally {
      process.env[FRONT_TOKEN_VARIABLE] = token;
    }
  });
});
