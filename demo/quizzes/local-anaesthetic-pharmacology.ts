import type { SeedQuiz } from "../seed-types";

/** A demo quiz (listed in demo/subjects.ts), every option explained. */
export const localAnaestheticPharmacology: SeedQuiz = {
  name: "Local Anaesthetic Pharmacology",
  description: "Six questions on local anaesthetic structure, dosing and toxicity. Choose the single best answer.",
  quizTimeMinutes: 10,
  eachQuestionMarks: 1,
  questions: [
    {
      text: "What is the generally accepted maximum dose of plain lidocaine (without adrenaline)?",
      explanation:
        "The maximum dose of plain lidocaine is 3 mg/kg, increasing to 7 mg/kg when given with adrenaline because absorption is slower.",
      options: [
        {
          text: "1 mg/kg",
          isCorrect: false,
          explanation:
            "Too low as a maximum. About 1–1.5 mg/kg is a typical single intravenous dose of lidocaine, for example as an antiarrhythmic.",
        },
        {
          text: "3 mg/kg",
          isCorrect: true,
          explanation:
            "Plain lidocaine 3 mg/kg is about 200 mg in an adult. Early toxicity includes perioral numbness, tinnitus and lightheadedness, progressing to seizures.",
        },
        {
          text: "7 mg/kg",
          isCorrect: false,
          explanation:
            "7 mg/kg is the maximum for lidocaine with adrenaline, which slows absorption from the injection site; it does not apply to the plain solution.",
        },
        {
          text: "10 mg/kg",
          isCorrect: false,
          explanation:
            "Well above the safe maximum for lidocaine with or without adrenaline, risking seizures and cardiovascular collapse.",
        },
      ],
    },
    {
      text: "What is the generally accepted maximum dose of bupivacaine?",
      explanation:
        "The maximum dose of bupivacaine is 2 mg/kg, with or without adrenaline. Its cardiotoxicity makes accidental intravascular injection especially dangerous.",
      options: [
        {
          text: "0.5 mg/kg",
          isCorrect: false,
          explanation:
            "Far below the maximum; many nerve blocks need more than this. It may be confused with 0.5%, the concentration of the standard solution.",
        },
        {
          text: "5 mg/kg",
          isCorrect: false,
          explanation:
            "Over twice the maximum for bupivacaine, risking severe cardiotoxicity. Limits of this order apply to less toxic agents such as prilocaine.",
        },
        {
          text: "7 mg/kg",
          isCorrect: false,
          explanation:
            "7 mg/kg is the maximum for lidocaine with adrenaline. For bupivacaine the usual 2 mg/kg maximum applies with or without adrenaline.",
        },
        {
          text: "2 mg/kg",
          isCorrect: true,
          explanation:
            "About 140 mg in a 70 kg adult. Bupivacaine dissociates slowly from cardiac sodium channels, so toxicity causes arrhythmias that are hard to treat.",
        },
      ],
    },
    {
      text: "Which of the following local anaesthetics is an ester?",
      explanation:
        "Chloroprocaine is an ester that is hydrolysed by plasma cholinesterase. Esters produce para-aminobenzoic acid (PABA), which is responsible for most true allergic reactions to local anaesthetics.",
      options: [
        {
          text: "Prilocaine",
          isCorrect: false,
          explanation:
            "Prilocaine is an amide (amides have an 'i' before '-caine'), metabolised in the liver and also in other tissues such as the lung.",
        },
        {
          text: "Ropivacaine",
          isCorrect: false,
          explanation:
            "Ropivacaine is an amide, the pure S-enantiomer of a propyl analogue of bupivacaine, with less cardiotoxicity and motor block.",
        },
        {
          text: "Chloroprocaine",
          isCorrect: true,
          explanation:
            "An ester rapidly hydrolysed by plasma cholinesterase, so it is short-acting with low systemic toxicity; it is used for short spinals and obstetric epidural top-ups.",
        },
        {
          text: "Levobupivacaine",
          isCorrect: false,
          explanation: "Levobupivacaine is an amide, the S-enantiomer of bupivacaine, with similar potency but less cardiotoxicity.",
        },
      ],
    },
    {
      text: "Methaemoglobinaemia after large doses is most characteristically associated with which local anaesthetic?",
      explanation:
        "Prilocaine is metabolised to o-toluidine, which oxidises haemoglobin to methaemoglobin. Significant methaemoglobinaemia can be treated with intravenous methylene blue.",
      options: [
        {
          text: "Prilocaine",
          isCorrect: true,
          explanation:
            "Large doses (above about 600 mg in adults), or EMLA cream in neonates, can cause methaemoglobinaemia via o-toluidine; treat with intravenous methylene blue 1–2 mg/kg.",
        },
        {
          text: "Bupivacaine",
          isCorrect: false,
          explanation:
            "The main danger of bupivacaine is cardiotoxicity. It is not metabolised to o-toluidine and is not a characteristic cause of methaemoglobinaemia.",
        },
        {
          text: "Ropivacaine",
          isCorrect: false,
          explanation:
            "Ropivacaine is an amide chosen for its lower cardiotoxicity; it is not a characteristic cause of methaemoglobinaemia.",
        },
        {
          text: "Levobupivacaine",
          isCorrect: false,
          explanation:
            "Levobupivacaine, the S-enantiomer of bupivacaine, is less cardiotoxic and does not produce o-toluidine, so methaemoglobinaemia is not a characteristic risk.",
        },
      ],
    },
    {
      text: "What is the initial lipid emulsion treatment for cardiac arrest from local anaesthetic systemic toxicity (AAGBI guidance)?",
      explanation:
        "Give an intravenous bolus of 1.5 mL/kg of 20% lipid emulsion over 1 minute, then an infusion of 15 mL/kg/h. The bolus may be repeated twice at 5-minute intervals, up to a cumulative maximum of 12 mL/kg.",
      options: [
        {
          text: "10 mL of 10% calcium gluconate intravenously",
          isCorrect: false,
          explanation:
            "Calcium is used for hyperkalaemia, hypocalcaemia and calcium channel blocker overdose; it is not a treatment for local anaesthetic toxicity.",
        },
        {
          text: "Naloxone 400 micrograms intravenously",
          isCorrect: false,
          explanation:
            "Naloxone reverses opioids. The seizures and arrhythmias of local anaesthetic toxicity are not mediated by opioid receptors.",
        },
        {
          text: "An intravenous bolus of 1.5 mL/kg of 20% lipid emulsion over 1 minute",
          isCorrect: true,
          explanation:
            "Lipid is thought to act partly as a sink for lipophilic drug. Continue CPR throughout, as recovery may take over an hour.",
        },
        {
          text: "Flumazenil 0.5 mg intravenously",
          isCorrect: false,
          explanation:
            "Flumazenil reverses benzodiazepines and may lower the seizure threshold, whereas benzodiazepines are first-line treatment for seizures from local anaesthetic toxicity.",
        },
      ],
    },
    {
      text: "Which property of a local anaesthetic mainly determines its speed of onset?",
      explanation:
        "The closer the pKa is to physiological pH, the larger the un-ionised fraction that can cross the nerve membrane, and the faster the onset. Lipid solubility mainly determines potency, and protein binding determines duration.",
      options: [
        {
          text: "Lipid solubility",
          isCorrect: false,
          explanation:
            "Lipid solubility mainly determines potency: bupivacaine is more lipid soluble and more potent than lidocaine. It does not chiefly govern onset.",
        },
        {
          text: "pKa",
          isCorrect: true,
          explanation:
            "Lidocaine has a lower pKa than bupivacaine, so more is un-ionised at pH 7.4 and onset is faster. Acidic, infected tissue slows onset by increasing ionisation.",
        },
        {
          text: "Protein binding",
          isCorrect: false,
          explanation:
            "Protein binding mainly determines duration: bupivacaine (about 95% bound) acts longer than lidocaine (about 65% bound).",
        },
        {
          text: "Molecular weight",
          isCorrect: false,
          explanation: "Molecular weight varies little among clinical local anaesthetics and is not a major determinant of onset.",
        },
      ],
    },
  ],
};
