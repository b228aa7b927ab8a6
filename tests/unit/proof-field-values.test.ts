import { describe, expect, it } from "vitest";
import { extractProofFields } from "@/lib/payments/proof-reading/extract";

/** The proof reader's amount, date, bank and reference (docs/rules.md, "Reading payment proofs"); whole receipts and the transaction number are in proof-fields.test.ts. */
const read = (text: string) => extractProofFields(text);

describe("the amount", () => {
  it.each([
    ["Rs. 1,500", 1500],
    ["Rs 1,500", 1500],
    ["Rs1500", 1500],
    ["rs.1500", 1500],
    ["PKR 1,500.00", 1500],
    ["PKR1,500.5", 1500.5],
    ["PKR 12,34,567", 1234567],
    ["PKR 1,234,567.89", 1234567.89],
    ["1,500 PKR", 1500],
    ["Amount: 1,500/-", 1500],
    ["Amount: Rs. 1,500/-", 1500],
    ["Amount\n1,500", 1500],
    ["Amount\nRs. 2,500.00", 2500],
    ["Total: 3,000", 3000],
    ["Total Amount PKR 3,000", 3000],
    ["Transfer amount: 4,200", 4200],
    ["Amount (PKR) 3,900.00", 3900],
    ["Amount (Rs.): 3,900", 3900],
    ["Total Amount [PKR]\n3,900.00", 3900],
  ])("%j → %d rupees", (text, rupees) => {
    expect(read(text)).toMatchObject({ amountPkr: rupees, unsure: [] });
  });

  it("ignores fee, charges, tax and balance lines", () => {
    expect(read("PKR 5,000.00\nFee PKR 0.00")).toMatchObject({ amountPkr: 5000, unsure: [] });
    expect(read("Amount Rs. 1,500\nCharges Rs. 25\nAvailable balance Rs. 48,200.75")).toMatchObject({ amountPkr: 1500, unsure: [] });
    expect(read("Rs. 1,500\nFED: Rs. 4\nWHT Rs 10\nService fee\nRs. 20")).toMatchObject({ amountPkr: 1500 });
    expect(read("Available Balance: PKR 12,000")).toMatchObject({ amountPkr: null, unsure: [] });
  });

  it("takes no figure with more than two decimals or a broken grouping", () => {
    expect(read("PKR 1500.123").amountPkr).toBeNull();
    expect(read("Rs. 1,50").amountPkr).toBeNull();
    expect(read("PKR 1,00,000").amountPkr).toBe(100000);
  });

  it("takes no figure without a currency or an amount label", () => {
    expect(read("Transaction ID 123456789012\nAccount 03001234567")).toMatchObject({ amountPkr: null });
  });

  it("of several amounts takes the one labelled Amount, else is null and unsure", () => {
    expect(read("PKR 1,525\nAmount: Rs. 1,500")).toMatchObject({ amountPkr: 1500, unsure: [] });
    expect(read("Total amount PKR 1,525\nRs. 1,500")).toMatchObject({ amountPkr: 1525, unsure: [] });
    const unlabelled = read("Rs. 1,500\nRs. 2,000");
    expect(unlabelled.amountPkr).toBeNull();
    expect(unlabelled.unsure).toEqual(['amountPkr: several amounts read (1500, 2000) and none labelled "Amount" alone']);
    expect(read("Amount Rs. 1,500\nTotal amount Rs. 1,525").amountPkr).toBeNull();
  });

  it("the same amount printed twice is one", () => {
    expect(read("PKR 1,500.00\nAmount Rs. 1,500")).toMatchObject({ amountPkr: 1500, unsure: [] });
  });
});

describe("the date and time", () => {
  it.each([
    ["24 Nov 2026, 9:41 pm", "2026-11-24T21:41:00+05:00"],
    ["24 November 2026 9:41 AM", "2026-11-24T09:41:00+05:00"],
    ["24 Nov 2026, 12:05 am", "2026-11-24T00:05:00+05:00"],
    ["24 Nov 2026, 12:05 p.m.", "2026-11-24T12:05:00+05:00"],
    ["24-Nov-2026 21:41:05", "2026-11-24T21:41:05+05:00"],
    ["24/11/2026 21:41", "2026-11-24T21:41:00+05:00"],
    ["04/11/2026 21:41", "2026-11-04T21:41:00+05:00"],
    ["2026-11-24 21:41", "2026-11-24T21:41:00+05:00"],
    ["2026-11-24T21:41:05", "2026-11-24T21:41:05+05:00"],
    ["Nov 24, 2026 09:41 PM", "2026-11-24T21:41:00+05:00"],
    ["Date: 24.11.2026 Time: 21:41", "2026-11-24T21:41:00+05:00"],
    ["Date: 24/11/26\nTime: 9:41 PM", "2026-11-24T21:41:00+05:00"],
    ["Wednesday, 24th Nov 2026 at 21:41", "2026-11-24T21:41:00+05:00"],
    ["21:41, 24 Nov 2026", "2026-11-24T21:41:00+05:00"],
    ["Date 24/11/2026\n21:41:05", "2026-11-24T21:41:05+05:00"],
    ["Date\n24 Nov 2026\nTime\n09:41 PM", "2026-11-24T21:41:00+05:00"],
  ])("%j → %s", (text, iso) => {
    expect(read(text)).toMatchObject({ paidAt: iso, unsure: [] });
  });

  it("reads numbers day first, as Pakistan writes them", () => {
    expect(read("03/04/2026 10:00").paidAt).toBe("2026-04-03T10:00:00+05:00");
    expect(read("12.02.2026 10:00").paidAt).toBe("2026-02-12T10:00:00+05:00");
  });

  it("keeps a date printed without a time as the day alone, and says so", () => {
    expect(read("24.11.2026")).toEqual(
      expect.objectContaining({ paidAt: "2026-11-24", unsure: ["paidAt: no time printed, the day alone kept"] }),
    );
  });

  it("refuses dates that are not on the calendar and times that are not on the clock", () => {
    expect(read("31/11/2026").paidAt).toBeNull();
    expect(read("11/24/2026 21:41").paidAt).toBeNull();
    expect(read("29 Feb 2026").paidAt).toBeNull();
    expect(read("29 Feb 2028 10:00").paidAt).toBe("2028-02-29T10:00:00+05:00");
    expect(read("24 Nov 2026 25:10")).toMatchObject({ paidAt: "2026-11-24" });
    expect(read("24 Nov 2026 13:10 pm")).toMatchObject({ paidAt: "2026-11-24" });
  });

  it("two different dates are null and unsure; two times of one day keep the day", () => {
    expect(read("Sent 24 Nov 2026 9:41 pm\nPrinted 25 Nov 2026 8:00 am")).toMatchObject({
      paidAt: null,
      unsure: ["paidAt: several dates read (2026-11-24, 2026-11-25)"],
    });
    expect(read("24 Nov 2026 9:41 pm\n24/11/2026 21:45")).toMatchObject({
      paidAt: "2026-11-24",
      unsure: [expect.stringContaining("several times")],
    });
  });

  it("does not read an amount, a phone number or a transaction number as a date", () => {
    expect(read("PKR 12,34,567\n0300-1234567\nTID 2026-11-2412").paidAt).toBeNull();
    expect(read("Transaction ID 5AUG46AAAAAA6").paidAt).toBeNull();
  });
});

describe("the bank or wallet", () => {
  it.each([
    ["HBL Mobile", "HBL"],
    ["Habib Bank Limited", "HBL"],
    ["MEEZAN BANK", "Meezan Bank"],
    ["Meezan", "Meezan Bank"],
    ["UBL Digital", "UBL"],
    ["United Bank Limited", "UBL"],
    ["MCB Live", "MCB"],
    ["Allied Bank myABL", "Allied Bank"],
    ["Bank Alfalah", "Bank Alfalah"],
    ["Alfalah Alfa app", "Bank Alfalah"],
    ["Askari Bank", "Askari Bank"],
    ["Faysal Bank Digibank", "Faysal Bank"],
    ["BankIslami", "BankIslami"],
    ["Bank Islami Pakistan", "BankIslami"],
    ["National Bank of Pakistan", "NBP"],
    ["NBP Digital", "NBP"],
    ["Standard Chartered", "Standard Chartered"],
    ["Bank AL Habib", "Bank Al Habib"],
    ["JazzCash", "JazzCash"],
    ["Jazz Cash", "JazzCash"],
    ["jazzcash", "JazzCash"],
    ["easypaisa", "Easypaisa"],
    ["Easy Paisa", "Easypaisa"],
    ["SadaPay", "SadaPay"],
    ["NayaPay", "NayaPay"],
  ])("%j → %s", (text, bank) => {
    expect(read(text).bank).toBe(bank);
  });

  it("is the first one named, and none is read inside other words", () => {
    expect(read("JazzCash\nSent to Meezan Bank account").bank).toBe("JazzCash");
    expect(read("Available balance\nStandard delivery\nSTAN 123456").bank).toBeNull();
  });

  it("is never the receiver's bank, on its line or below its label", () => {
    expect(read("JazzCash\nTo Bank: Meezan Bank").bank).toBe("JazzCash");
    expect(read("Money Sent!\nBeneficiary\nAnaesPrep\nTo Bank\nHBL").bank).toBeNull();
    expect(read("Sent to: AnaesPrep (Meezan Bank)\nRecipient Bank: UBL").bank).toBeNull();
    expect(read("Transfer successful\nBeneficiary Bank HBL\nFrom: UBL Digital").bank).toBe("UBL");
    expect(read("Total amount\nMCB Live").bank).toBe("MCB");
  });
});

describe("the order's reference", () => {
  it.each([
    ["Description: AP-7KQ3M9", "AP-7KQ3M9"],
    ["Remarks ap-7kq3m9", "AP-7KQ3M9"],
    ["Purpose: AP 7KQ3M9 fees", "AP-7KQ3M9"],
    ["AP7KQ3M9", "AP-7KQ3M9"],
  ])("%j → %s", (text, reference) => {
    expect(read(text)).toMatchObject({ reference, unsure: [] });
  });

  it("never takes one OCR was unsure of: a misread inside the alphabet names another order", () => {
    const text = "Description: AP-Y4UFAP course";
    const words = (confidence: number) => [
      { text: "Description:", confidence: 93 },
      { text: "AP-Y4UFAP", confidence },
      { text: "course", confidence: 91 },
    ];
    expect(extractProofFields(text, words(58))).toMatchObject({
      reference: null,
      unsure: ['reference: OCR was unsure of "AP-Y4UFAP" (confidence 58)'],
    });
    expect(extractProofFields(text, words(88))).toMatchObject({ reference: "AP-Y4UFAP", unsure: [] });
  });

  it("never takes one with a symbol references do not use, and says so", () => {
    expect(read("Remarks AP-7KQ0M9")).toMatchObject({ reference: null, unsure: [expect.stringContaining("reference:")] });
  });

  it("two different references are null and unsure; none is none", () => {
    expect(read("AP-7KQ3M9 AP-2222ZZ")).toMatchObject({ reference: null, unsure: ["reference: several read (AP-7KQ3M9, AP-2222ZZ)"] });
    expect(read("CHEAP-7KQ3M9 MAP7KQ3M9").reference).toBeNull();
  });

  it('takes no word for a reference ("Approved", "APPROVAL", "Apparent")', () => {
    expect(read("Approved\nAPPROVAL CODE 123456\nApparent")).toMatchObject({ reference: null, unsure: [] });
  });
});
