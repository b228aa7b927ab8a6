import { mkdtemp, readdir, readFile, rm } from "node:fs/promises";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import { simpleParser, type ParsedMail } from "mailparser";
import { SMTPServer } from "smtp-server";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { createMailer, sendMail } from "@/lib/mail";
import { dataDirOnDisk } from "@/lib/storage";

const FROM = "AnaesPrep <no-reply@anaesprep.test>";

describe("mail over SMTP (real smtp-server)", () => {
  const received: ParsedMail[] = [];
  const logins: string[] = [];
  let server: SMTPServer;
  let port: number;

  beforeAll(async () => {
    server = new SMTPServer({
      authOptional: true,
      allowInsecureAuth: true,
      disabledCommands: ["STARTTLS"],
      logger: false,
      onAuth(auth, _session, callback) {
        if (auth.username === "mailer" && auth.password === "s3cret") {
          logins.push(auth.username);
          return callback(null, { user: auth.username });
        }
        callback(new Error("Invalid username or password"));
      },
      onData(stream, _session, callback) {
        simpleParser(stream)
          .then((mail) => received.push(mail))
          .then(() => callback(), callback);
      },
    });
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    port = (server.server.address() as AddressInfo).port;
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  it("delivers from/to/subject/text/html", async () => {
    const mailer = createMailer({ smtpUrl: `smtp://127.0.0.1:${port}`, from: FROM, outboxDir: "/nonexistent" });
    await mailer.sendMail({
      to: "learner@example.com",
      subject: "Your AnaesPrep code",
      text: "Your code is 123456.",
      html: "<p>Your code is <b>123456</b>.</p>",
    });

    const mail = received.at(-1)!;
    expect(mail.from?.value[0]).toMatchObject({ address: "no-reply@anaesprep.test", name: "AnaesPrep" });
    expect(mail.to && !Array.isArray(mail.to) ? mail.to.value[0]?.address : undefined).toBe("learner@example.com");
    expect(mail.subject).toBe("Your AnaesPrep code");
    expect(mail.text?.trim()).toBe("Your code is 123456.");
    expect(mail.html).toContain("<b>123456</b>");
  });

  it("authenticates with the credentials in SMTP_URL, for every message", async () => {
    const mailer = createMailer({ smtpUrl: `smtp://mailer:s3cret@127.0.0.1:${port}`, from: FROM, outboxDir: "/nonexistent" });
    await mailer.sendMail({ to: "a@example.com", subject: "First", text: "one" });
    await mailer.sendMail({ to: "b@example.com", subject: "Second", text: "two" });
    expect(logins).toEqual(["mailer", "mailer"]);
    expect(received.slice(-2).map((mail) => mail.subject)).toEqual(["First", "Second"]);
  });

  it("writes the headers itself: a subject or address holding line breaks adds no header", async () => {
    const mailer = createMailer({ smtpUrl: `smtp://127.0.0.1:${port}`, from: FROM, outboxDir: "/nonexistent" });
    await mailer.sendMail({
      to: "learner@example.com\r\nBcc: victim@example.com",
      subject: "Regrade: Airway\r\nBcc: everyone@example.com\r\nX-Injected: 1\u2028Cc: x@example.com",
      text: "body",
    });
    const mail = received.at(-1)!;
    expect(mail.headers.has("x-injected")).toBe(false);
    expect(mail.bcc).toBeUndefined();
    expect(mail.cc).toBeUndefined();
    expect(mail.subject).toBe("Regrade: Airway Bcc: everyone@example.com X-Injected: 1 Cc: x@example.com");
  });

  it("fails loudly when the server refuses the login", async () => {
    const mailer = createMailer({ smtpUrl: `smtp://mailer:wrong@127.0.0.1:${port}`, from: FROM, outboxDir: "/nonexistent" });
    await expect(mailer.sendMail({ to: "a@example.com", subject: "x", text: "x" })).rejects.toThrow();
  });
});

describe("mail without SMTP (log + outbox)", () => {
  let dir: string;

  beforeAll(async () => {
    dir = await mkdtemp(path.join(tmpdir(), "anaesprep-outbox-"));
  });
  afterAll(() => rm(dir, { recursive: true, force: true }));

  it("writes a readable file with the text and logs it", async () => {
    const info = vi.spyOn(console, "info").mockImplementation(() => {});
    const outboxDir = path.join(dir, "outbox");
    const mailer = createMailer({ from: FROM, outboxDir });
    await mailer.sendMail({ to: "learner@example.com", subject: "Your AnaesPrep code", text: "Your code is 654321." });

    const files = await readdir(outboxDir);
    expect(files).toHaveLength(1);
    expect(files[0]).toMatch(/^\d{4}-\d{2}-\d{2}T.*\.txt$/);
    const content = await readFile(path.join(outboxDir, files[0]!), "utf8");
    expect(content).toContain(`From: ${FROM}`);
    expect(content).toContain("To: learner@example.com");
    expect(content).toContain("Subject: Your AnaesPrep code");
    expect(content).toContain("Your code is 654321.");

    expect(info).toHaveBeenCalledOnce();
    expect(String(info.mock.calls[0]![0])).toMatch(/learner@example\.com[\s\S]*Your code is 654321\./);
    info.mockRestore();
  });

  it("writes a subject with line breaks on one header line", async () => {
    vi.spyOn(console, "info").mockImplementation(() => {});
    const outboxDir = path.join(dir, "headers");
    const mailer = createMailer({ from: FROM, outboxDir });
    await mailer.sendMail({ to: "a@example.com", subject: "Quiz\r\nBcc: b@example.com\nX-Injected: 1", text: "t" });
    const [file] = await readdir(outboxDir);
    const headers = (await readFile(path.join(outboxDir, file!), "utf8")).split("\n\n")[0]!.split("\n");
    expect(headers).toContain("Subject: Quiz Bcc: b@example.com X-Injected: 1");
    expect(headers.filter((line) => /^(Bcc|X-Injected):/i.test(line))).toEqual([]);
    vi.restoreAllMocks();
  });

  it("keeps every message in its own file", async () => {
    vi.spyOn(console, "info").mockImplementation(() => {});
    const outboxDir = path.join(dir, "many");
    const mailer = createMailer({ from: FROM, outboxDir });
    await Promise.all([1, 2, 3].map((n) => mailer.sendMail({ to: "x@example.com", subject: `n${n}`, text: `t${n}` })));
    expect(await readdir(outboxDir)).toHaveLength(3);
    vi.restoreAllMocks();
  });
});

describe.skipIf(Boolean(process.env.SMTP_URL))("sendMail from the environment (no SMTP_URL)", () => {
  it("writes to the outbox under DATA_DIR", async () => {
    vi.spyOn(console, "info").mockImplementation(() => {});
    const text = `Your code is ${Date.now()}.`;
    await sendMail({ to: "env@example.com", subject: "From env", text });
    const outboxDir = path.join(dataDirOnDisk(), "outbox");
    const contents = await Promise.all((await readdir(outboxDir)).map((file) => readFile(path.join(outboxDir, file), "utf8")));
    expect(contents.some((content) => content.includes(text))).toBe(true);
    vi.restoreAllMocks();
  });
});
