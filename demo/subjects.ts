export type SeedOption = { text: string; isCorrect: boolean; explanation?: string };
export type SeedQuestion = {
  text: string;
  explanation?: string;
  reference?: string;
  tags?: string[];
  /** A drawn figure (demo/sample-files.ts), rendered and stored at seed time. */
  image?: { figure: "ecg" | "capnogram"; alt: string };
  options: SeedOption[];
};
export type SeedQuiz = {
  name: string;
  description: string;
  quizTimeMinutes: number;
  eachQuestionMarks: number;
  questions: SeedQuestion[];
};
export type SeedSubject = { name: string; description: string; pricePkr: number; quizzes: SeedQuiz[] };

export const seedSubjects: SeedSubject[] = [
  {
    name: "Pharmacology",
    description: "Core pharmacology for anaesthesia, covering intravenous induction agents, neuromuscular blockers and their reversal.",
    pricePkr: 500,
    quizzes: [
      {
        name: "Induction Agents",
        description: "Six questions on intravenous induction agents. Choose the single best answer.",
        quizTimeMinutes: 8,
        eachQuestionMarks: 1,
        questions: [
          {
            text: "What is the usual intravenous induction dose of propofol in a healthy, unpremedicated adult?",
            explanation:
              "The usual adult induction dose of propofol is 1.5–2.5 mg/kg. Lower doses are needed in elderly, frail or haemodynamically compromised patients.",
            options: [
              { text: "0.5–1 mg/kg", isCorrect: false },
              { text: "1.5–2.5 mg/kg", isCorrect: true },
              { text: "3–5 mg/kg", isCorrect: false },
              { text: "5–7 mg/kg", isCorrect: false },
            ],
          },
          {
            text: "Which induction agent causes adrenocortical suppression by inhibiting 11β-hydroxylase?",
            explanation:
              "Etomidate inhibits 11β-hydroxylase, reducing cortisol and aldosterone synthesis even after a single induction dose.",
            options: [
              { text: "Propofol", isCorrect: false },
              { text: "Ketamine", isCorrect: false },
              { text: "Thiopental", isCorrect: false },
              { text: "Etomidate", isCorrect: true },
            ],
          },
          {
            text: "What is the principal mechanism of action of ketamine?",
            explanation:
              "Ketamine is a non-competitive antagonist at the NMDA receptor, producing dissociative anaesthesia with profound analgesia.",
            options: [
              { text: "Non-competitive NMDA receptor antagonism", isCorrect: true },
              { text: "Potentiation of GABA-A receptor activity", isCorrect: false },
              { text: "Alpha-2 adrenoceptor agonism", isCorrect: false },
              { text: "Mu-opioid receptor agonism", isCorrect: false },
            ],
          },
          {
            text: "In which condition is thiopental absolutely contraindicated?",
            explanation:
              "Barbiturates induce hepatic ALA synthase and can precipitate a life-threatening crisis in acute porphyria. Thiopental is otherwise used in raised intracranial pressure and refractory status epilepticus.",
            options: [
              { text: "Raised intracranial pressure", isCorrect: false },
              { text: "Status epilepticus", isCorrect: false },
              { text: "Acute intermittent porphyria", isCorrect: true },
              { text: "Pregnancy", isCorrect: false },
            ],
          },
          {
            text: "Rapid recovery of consciousness after a single induction dose of thiopental is mainly due to:",
            explanation:
              "Consciousness returns as the drug redistributes from the brain to muscle and then fat. Hepatic metabolism is slow and contributes little to recovery from a single bolus.",
            options: [
              { text: "Rapid hepatic metabolism", isCorrect: false },
              { text: "Redistribution from the brain to other tissues", isCorrect: true },
              { text: "Renal excretion of unchanged drug", isCorrect: false },
              { text: "Hydrolysis by plasma esterases", isCorrect: false },
            ],
          },
          {
            text: "The standard 1% propofol emulsion contains which of the following?",
            explanation:
              "Propofol is formulated in soya bean oil, glycerol and purified egg phosphatide. The original Cremophor EL formulation was withdrawn because of anaphylactoid reactions.",
            options: [
              { text: "Cremophor EL", isCorrect: false },
              { text: "35% propylene glycol", isCorrect: false },
              { text: "Sulfobutylether cyclodextrin", isCorrect: false },
              { text: "Soya bean oil, glycerol and purified egg phosphatide", isCorrect: true },
            ],
          },
        ],
      },
      {
        name: "Neuromuscular Blockers",
        description:
          "Six questions on depolarising and non-depolarising neuromuscular blockers and their reversal. Choose the single best answer unless a question asks you to select TWO.",
        quizTimeMinutes: 8,
        eachQuestionMarks: 1,
        questions: [
          {
            text: "What is the recommended intubating dose of suxamethonium for rapid sequence induction in an adult?",
            explanation: "Suxamethonium 1–1.5 mg/kg provides excellent intubating conditions within about 60 seconds.",
            options: [
              { text: "0.1–0.2 mg/kg", isCorrect: false },
              { text: "0.3–0.5 mg/kg", isCorrect: false },
              { text: "1–1.5 mg/kg", isCorrect: true },
              { text: "3–4 mg/kg", isCorrect: false },
            ],
          },
          {
            text: "Suxamethonium is mainly metabolised by:",
            explanation:
              "Suxamethonium is hydrolysed by plasma (pseudo)cholinesterase. Inherited or acquired deficiency of this enzyme prolongs its action.",
            options: [
              { text: "Plasma cholinesterase (butyrylcholinesterase)", isCorrect: true },
              { text: "Acetylcholinesterase at the neuromuscular junction", isCorrect: false },
              { text: "Hofmann elimination", isCorrect: false },
              { text: "Hepatic cytochrome P450 enzymes", isCorrect: false },
            ],
          },
          {
            text: "Sugammadex reverses neuromuscular blockade by which mechanism?",
            explanation:
              "Sugammadex is a modified gamma-cyclodextrin that encapsulates steroidal blockers, with the highest affinity for rocuronium and then vecuronium. It has no effect on benzylisoquinoliniums or suxamethonium.",
            options: [
              { text: "Acetylcholinesterase inhibition, reversing all non-depolarising agents", isCorrect: false },
              { text: "Encapsulation of atracurium and cisatracurium", isCorrect: false },
              { text: "Enhancing plasma cholinesterase activity against suxamethonium", isCorrect: false },
              { text: "Encapsulation of rocuronium and vecuronium", isCorrect: true },
            ],
          },
          {
            text: "Which neuromuscular blocker is mainly eliminated by Hofmann degradation?",
            explanation:
              "Cisatracurium undergoes spontaneous degradation at physiological pH and temperature, so its elimination is largely independent of renal and hepatic function.",
            options: [
              { text: "Rocuronium", isCorrect: false },
              { text: "Cisatracurium", isCorrect: true },
              { text: "Vecuronium", isCorrect: false },
              { text: "Pancuronium", isCorrect: false },
            ],
          },
          {
            text: "Which finding is characteristic of a phase I (depolarising) block on peripheral nerve stimulation?",
            explanation:
              "Phase I block reduces all train-of-four responses equally, with no fade and no post-tetanic facilitation. Fade and post-tetanic facilitation are features of non-depolarising or phase II block.",
            options: [
              { text: "Train-of-four fade with post-tetanic facilitation", isCorrect: false },
              { text: "Reversal of the block by neostigmine", isCorrect: false },
              { text: "Equal reduction of all four train-of-four responses without fade", isCorrect: true },
              { text: "Enhancement of the block by prior administration of a non-depolarising agent", isCorrect: false },
            ],
          },
          {
            text: "Which TWO of the following are recognised adverse effects of suxamethonium?",
            explanation:
              "Suxamethonium raises serum potassium (by about 0.5 mmol/L, and dangerously in burns or denervation) and is a potent trigger of malignant hyperthermia. It increases, rather than decreases, intraocular pressure and does not cause ganglion blockade.",
            options: [
              { text: "Hyperkalaemia", isCorrect: true },
              { text: "Decreased intraocular pressure", isCorrect: false },
              { text: "Triggering of malignant hyperthermia", isCorrect: true },
              { text: "Prolonged hypotension from autonomic ganglion blockade", isCorrect: false },
            ],
          },
        ],
      },
    ],
  },
  {
    name: "Physiology",
    description: "Applied respiratory and cardiovascular physiology relevant to the FCPS primary examination in anaesthesia.",
    pricePkr: 500,
    quizzes: [
      {
        name: "Respiratory Physiology",
        description: "Seven questions on lung volumes, oxygen carriage and the control of breathing. Choose the single best answer.",
        quizTimeMinutes: 10,
        eachQuestionMarks: 1,
        questions: [
          {
            text: "What is the approximate functional residual capacity (FRC) of a healthy 70 kg adult in the upright position?",
            explanation:
              "FRC (expiratory reserve volume plus residual volume) is about 2.5–3 L in an upright adult; residual volume alone is about 1.2 L. FRC falls on lying supine and falls further under general anaesthesia.",
            options: [
              { text: "0.5 L", isCorrect: false },
              { text: "1.2 L", isCorrect: false },
              { text: "2.5 L", isCorrect: true },
              { text: "5 L", isCorrect: false },
            ],
          },
          {
            text: "Which of the following shifts the oxyhaemoglobin dissociation curve to the right?",
            explanation:
              "Increased 2,3-DPG, acidosis, hypercapnia and raised temperature shift the curve to the right, favouring oxygen unloading. Hypothermia, alkalosis and carbon monoxide shift it to the left.",
            options: [
              { text: "Increased red cell 2,3-diphosphoglycerate (2,3-DPG)", isCorrect: true },
              { text: "Hypothermia", isCorrect: false },
              { text: "Respiratory alkalosis", isCorrect: false },
              { text: "Carbon monoxide poisoning", isCorrect: false },
            ],
          },
          {
            text: "What is the P50 of normal adult haemoglobin?",
            explanation:
              "The P50 of adult haemoglobin A is about 3.5 kPa (approximately 27 mmHg). Fetal haemoglobin has a lower P50 of about 2.4 kPa, reflecting its higher oxygen affinity.",
            options: [
              { text: "2.4 kPa", isCorrect: false },
              { text: "3.5 kPa", isCorrect: true },
              { text: "5.3 kPa", isCorrect: false },
              { text: "8.0 kPa", isCorrect: false },
            ],
          },
          {
            text: "What is the main stimulus for hypoxic pulmonary vasoconstriction?",
            explanation:
              "Hypoxic pulmonary vasoconstriction is triggered mainly by low alveolar PO2, diverting blood away from poorly ventilated lung units to improve V/Q matching.",
            options: [
              { text: "A high alveolar PO2", isCorrect: false },
              { text: "Anaemia", isCorrect: false },
              { text: "A fall in pulmonary artery pressure", isCorrect: false },
              { text: "A low alveolar PO2", isCorrect: true },
            ],
          },
          {
            text: "What is the approximate anatomical dead space in a healthy adult?",
            explanation: "Anatomical dead space is about 2 mL/kg (roughly 150 mL in a 70 kg adult) and can be measured by Fowler's method.",
            options: [
              { text: "0.5 mL/kg", isCorrect: false },
              { text: "2 mL/kg", isCorrect: true },
              { text: "7 mL/kg", isCorrect: false },
              { text: "15 mL/kg", isCorrect: false },
            ],
          },
          {
            text: "The central chemoreceptors in the medulla respond mainly to:",
            explanation:
              "CO2 crosses the blood–brain barrier and is hydrated to produce H+ in the CSF, which stimulates the central chemoreceptors. Hypoxaemia is sensed by the peripheral (carotid and aortic body) chemoreceptors.",
            options: [
              { text: "Changes in CSF hydrogen ion concentration caused by changes in PaCO2", isCorrect: true },
              { text: "A fall in arterial PO2", isCorrect: false },
              { text: "A rise in arterial lactate", isCorrect: false },
              { text: "Changes in plasma potassium concentration", isCorrect: false },
            ],
          },
        ],
      },
      {
        name: "Cardiovascular Physiology",
        description:
          "Seven questions on cardiac output, the cardiac cycle and oxygen delivery, worth 2 marks each. Choose the single best answer.",
        quizTimeMinutes: 6,
        eachQuestionMarks: 2,
        questions: [
          {
            text: "During which phase of the cardiac cycle does most left ventricular coronary blood flow occur?",
            explanation:
              "Subendocardial vessels of the left ventricle are compressed during systole, so most left ventricular perfusion occurs in diastole. Tachycardia shortens diastole and can therefore cause ischaemia.",
            options: [
              { text: "Isovolumetric contraction", isCorrect: false },
              { text: "Ventricular ejection", isCorrect: false },
              { text: "Diastole", isCorrect: true },
              { text: "Equally throughout the cycle", isCorrect: false },
            ],
          },
          {
            text: "A patient has a heart rate of 80 beats/min and a stroke volume of 70 mL. What is the cardiac output?",
            explanation: "Cardiac output equals heart rate multiplied by stroke volume: 80 × 70 mL = 5600 mL/min, or 5.6 L/min.",
            options: [
              { text: "4.2 L/min", isCorrect: false },
              { text: "5.6 L/min", isCorrect: true },
              { text: "6.4 L/min", isCorrect: false },
              { text: "8.0 L/min", isCorrect: false },
            ],
          },
          {
            text: "The Frank–Starling mechanism describes:",
            explanation:
              "Greater end-diastolic fibre length (preload) increases the force of contraction and so the stroke volume. The other options describe the Bainbridge reflex, the baroreceptor reflex and the Bowditch (treppe) effect.",
            options: [
              { text: "An increase in stroke volume with increased ventricular end-diastolic fibre length", isCorrect: true },
              { text: "An increase in heart rate in response to atrial stretch", isCorrect: false },
              { text: "A reflex bradycardia in response to a rise in arterial pressure", isCorrect: false },
              { text: "An increase in contractility with an increase in heart rate", isCorrect: false },
            ],
          },
          {
            text: "Using the standard estimate, what is the mean arterial pressure when the blood pressure is 120/60 mmHg?",
            explanation: "MAP ≈ diastolic pressure + one third of the pulse pressure = 60 + (60/3) = 80 mmHg.",
            options: [
              { text: "70 mmHg", isCorrect: false },
              { text: "80 mmHg", isCorrect: true },
              { text: "90 mmHg", isCorrect: false },
              { text: "100 mmHg", isCorrect: false },
            ],
          },
          {
            text: "What is the normal mixed venous oxygen saturation (SvO2) at rest?",
            explanation:
              "Normal SvO2 is about 75%, reflecting an oxygen extraction ratio of about 25%. It falls with low cardiac output, anaemia, hypoxaemia or increased oxygen consumption.",
            options: [
              { text: "40%", isCorrect: false },
              { text: "60%", isCorrect: false },
              { text: "75%", isCorrect: true },
              { text: "98%", isCorrect: false },
            ],
          },
          {
            text: "Phase 0 of the ventricular myocyte action potential is caused by:",
            explanation:
              "Rapid depolarisation in phase 0 is due to Na+ influx through fast voltage-gated sodium channels. The phase 2 plateau is maintained by Ca2+ influx through L-type channels, and phase 3 repolarisation by K+ efflux.",
            options: [
              { text: "Calcium influx through L-type channels", isCorrect: false },
              { text: "Potassium efflux through delayed rectifier channels", isCorrect: false },
              { text: "Chloride influx", isCorrect: false },
              { text: "Sodium influx through fast voltage-gated channels", isCorrect: true },
            ],
          },
        ],
      },
    ],
  },
  {
    name: "Airway Management",
    description: "Airway assessment, difficult airway algorithms and airway equipment for safe tracheal intubation and oxygenation.",
    pricePkr: 700,
    quizzes: [
      {
        name: "Difficult Airway",
        description:
          "Six questions on airway assessment and the Difficult Airway Society (DAS) guidelines, worth 2 marks each. Choose the single best answer.",
        quizTimeMinutes: 7,
        eachQuestionMarks: 2,
        questions: [
          {
            text: "In the modified Mallampati classification (Samsoon and Young), which structures are visible in class III?",
            explanation:
              "Class III means only the soft palate and the base of the uvula are visible. In class IV the soft palate is not seen at all and only the hard palate is visible.",
            options: [
              { text: "Hard palate only", isCorrect: false },
              { text: "Soft palate, fauces, uvula and pillars", isCorrect: false },
              { text: "Soft palate, fauces and uvula", isCorrect: false },
              { text: "Soft palate and base of the uvula", isCorrect: true },
            ],
          },
          {
            text: "A Cormack–Lehane grade 3 view at direct laryngoscopy means:",
            explanation:
              "In grade 3 only the epiglottis is seen. In grade 2 part of the glottis is visible, and in grade 4 not even the epiglottis can be seen.",
            options: [
              { text: "Only the epiglottis is visible", isCorrect: true },
              { text: "Most of the glottis is visible", isCorrect: false },
              { text: "Only the posterior part of the glottis or the arytenoids are visible", isCorrect: false },
              { text: "Neither the glottis nor the epiglottis is visible", isCorrect: false },
            ],
          },
          {
            text: "Which thyromental distance, measured with the head fully extended, suggests possible difficult laryngoscopy?",
            explanation:
              "A thyromental distance of less than about 6 cm suggests a small mandibular space and possible difficult laryngoscopy. It is a poor predictor on its own and is best combined with other tests.",
            options: [
              { text: "Greater than 12 cm", isCorrect: false },
              { text: "Less than 6 cm", isCorrect: true },
              { text: "Less than 10 cm", isCorrect: false },
              { text: "Greater than 6.5 cm", isCorrect: false },
            ],
          },
          {
            text: "In a 'can't intubate, can't oxygenate' (CICO) situation, which technique is recommended by the DAS 2015 guidelines?",
            explanation:
              "DAS 2015 recommends scalpel cricothyroidotomy using a wide (No. 10) blade, a bougie and a size 6.0 mm cuffed tracheal tube. Further attempts at laryngoscopy only delay oxygenation.",
            options: [
              { text: "Needle cricothyroidotomy with low-pressure oxygen", isCorrect: false },
              { text: "Repeated attempts at laryngoscopy with a different blade", isCorrect: false },
              { text: "Scalpel–bougie–tube technique with a No. 10 blade and a 6.0 mm cuffed tube", isCorrect: true },
              { text: "Formal surgical tracheostomy", isCorrect: false },
            ],
          },
          {
            text: "According to DAS 2015 guidance, what is the maximum number of attempts at tracheal intubation during Plan A?",
            explanation:
              "No more than three attempts should be made, with one further attempt allowed by a more experienced colleague. After that, failed intubation should be declared and Plan B started.",
            options: [
              { text: "One", isCorrect: false },
              { text: "Two", isCorrect: false },
              { text: "Unlimited, as long as SpO2 stays above 90%", isCorrect: false },
              { text: "Three, plus one more by a more experienced colleague", isCorrect: true },
            ],
          },
          {
            text: "Preoxygenation before induction is considered adequate when the end-tidal oxygen fraction reaches at least:",
            explanation:
              "An end-tidal oxygen fraction of 0.9 or more shows that most of the nitrogen in the FRC has been replaced by oxygen, prolonging the safe apnoea time. A value of 1.0 cannot be reached because of alveolar CO2 and water vapour.",
            options: [
              { text: "0.5", isCorrect: false },
              { text: "0.7", isCorrect: false },
              { text: "0.9", isCorrect: true },
              { text: "1.0", isCorrect: false },
            ],
          },
        ],
      },
      {
        name: "Airway Equipment",
        description:
          "Six questions on laryngoscopes, tracheal tubes and supraglottic airway devices. This quiz is untimed, so take as long as you need and choose the single best answer.",
        quizTimeMinutes: 0,
        eachQuestionMarks: 1,
        questions: [
          {
            text: "What is the most reliable routine method of confirming tracheal placement of a tracheal tube?",
            explanation:
              "A sustained capnography waveform over several breaths is the standard for confirming tracheal placement. Chest movement, auscultation and tube misting can all be misleading.",
            options: [
              { text: "Misting of the tube during expiration", isCorrect: false },
              { text: "A sustained end-tidal CO2 waveform on capnography", isCorrect: true },
              { text: "Bilateral chest movement", isCorrect: false },
              { text: "Auscultation over both axillae", isCorrect: false },
            ],
          },
          {
            text: "What is the recommended LMA Classic size for a 60 kg adult?",
            explanation: "Size 4 is recommended for patients of 50–70 kg, size 3 for 30–50 kg and size 5 for 70–100 kg.",
            options: [
              { text: "Size 2", isCorrect: false },
              { text: "Size 3", isCorrect: false },
              { text: "Size 4", isCorrect: true },
              { text: "Size 6", isCorrect: false },
            ],
          },
          {
            text: "When a curved Macintosh blade is used correctly:",
            explanation:
              "The Macintosh blade is inserted from the right side of the mouth and its tip placed in the vallecula, lifting the epiglottis indirectly. Straight blades such as the Miller lift the epiglottis directly.",
            options: [
              { text: "Its tip is placed in the vallecula, lifting the epiglottis indirectly", isCorrect: true },
              { text: "Its tip is placed behind the epiglottis, lifting it directly", isCorrect: false },
              { text: "It is inserted from the left side of the mouth", isCorrect: false },
              { text: "It is used mainly as a straight blade for neonates", isCorrect: false },
            ],
          },
          {
            text: "What is the recommended cuff pressure range for an adult tracheal tube?",
            explanation:
              "Cuff pressure should be kept at 20–30 cmH2O. Higher pressures reduce tracheal mucosal perfusion, and lower pressures increase the risk of aspiration.",
            options: [
              { text: "5–10 cmH2O", isCorrect: false },
              { text: "40–50 cmH2O", isCorrect: false },
              { text: "60–80 cmH2O", isCorrect: false },
              { text: "20–30 cmH2O", isCorrect: true },
            ],
          },
          {
            text: "What is the purpose of the Murphy eye on a tracheal tube?",
            explanation:
              "The Murphy eye is a side hole near the tip that lets gas flow continue if the bevel is blocked by secretions or pressed against the tracheal wall.",
            options: [
              { text: "To allow suction catheters to reach the main bronchi", isCorrect: false },
              { text: "To provide an alternative path for gas flow if the bevel becomes occluded", isCorrect: true },
              { text: "To show the correct depth of insertion", isCorrect: false },
              { text: "To reduce pressure on the tracheal mucosa", isCorrect: false },
            ],
          },
          {
            text: "Which formula is commonly used to estimate the internal diameter (mm) of an uncuffed tracheal tube for a child over 1 year old?",
            explanation: "Uncuffed tube internal diameter ≈ (age/4) + 4 mm. The formula (age/2) + 12 estimates oral tube length in cm.",
            options: [
              { text: "(Age/2) + 12", isCorrect: false },
              { text: "(Age × 2) + 8", isCorrect: false },
              { text: "(Age/4) + 4", isCorrect: true },
              { text: "Age + 10", isCorrect: false },
            ],
          },
        ],
      },
    ],
  },
  {
    name: "Regional Anaesthesia",
    description: "Local anaesthetic pharmacology, toxicity and neuraxial techniques for safe regional anaesthesia practice.",
    pricePkr: 600,
    quizzes: [
      {
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
              { text: "1 mg/kg", isCorrect: false },
              { text: "3 mg/kg", isCorrect: true },
              { text: "7 mg/kg", isCorrect: false },
              { text: "10 mg/kg", isCorrect: false },
            ],
          },
          {
            text: "What is the generally accepted maximum dose of bupivacaine?",
            explanation:
              "The maximum dose of bupivacaine is 2 mg/kg, with or without adrenaline. Its cardiotoxicity makes accidental intravascular injection especially dangerous.",
            options: [
              { text: "0.5 mg/kg", isCorrect: false },
              { text: "5 mg/kg", isCorrect: false },
              { text: "7 mg/kg", isCorrect: false },
              { text: "2 mg/kg", isCorrect: true },
            ],
          },
          {
            text: "Which of the following local anaesthetics is an ester?",
            explanation:
              "Chloroprocaine is an ester that is hydrolysed by plasma cholinesterase. Esters produce para-aminobenzoic acid (PABA), which is responsible for most true allergic reactions to local anaesthetics.",
            options: [
              { text: "Prilocaine", isCorrect: false },
              { text: "Ropivacaine", isCorrect: false },
              { text: "Chloroprocaine", isCorrect: true },
              { text: "Levobupivacaine", isCorrect: false },
            ],
          },
          {
            text: "Methaemoglobinaemia after large doses is most characteristically associated with which local anaesthetic?",
            explanation:
              "Prilocaine is metabolised to o-toluidine, which oxidises haemoglobin to methaemoglobin. Significant methaemoglobinaemia can be treated with intravenous methylene blue.",
            options: [
              { text: "Prilocaine", isCorrect: true },
              { text: "Bupivacaine", isCorrect: false },
              { text: "Ropivacaine", isCorrect: false },
              { text: "Levobupivacaine", isCorrect: false },
            ],
          },
          {
            text: "What is the initial lipid emulsion treatment for cardiac arrest from local anaesthetic systemic toxicity (AAGBI guidance)?",
            explanation:
              "Give an intravenous bolus of 1.5 mL/kg of 20% lipid emulsion over 1 minute, then an infusion of 15 mL/kg/h. The bolus may be repeated twice at 5-minute intervals, up to a cumulative maximum of 12 mL/kg.",
            options: [
              { text: "10 mL of 10% calcium gluconate intravenously", isCorrect: false },
              { text: "Naloxone 400 micrograms intravenously", isCorrect: false },
              { text: "An intravenous bolus of 1.5 mL/kg of 20% lipid emulsion over 1 minute", isCorrect: true },
              { text: "Flumazenil 0.5 mg intravenously", isCorrect: false },
            ],
          },
          {
            text: "Which property of a local anaesthetic mainly determines its speed of onset?",
            explanation:
              "The closer the pKa is to physiological pH, the larger the un-ionised fraction that can cross the nerve membrane, and the faster the onset. Lipid solubility mainly determines potency, and protein binding determines duration.",
            options: [
              { text: "Lipid solubility", isCorrect: false },
              { text: "pKa", isCorrect: true },
              { text: "Protein binding", isCorrect: false },
              { text: "Molecular weight", isCorrect: false },
            ],
          },
        ],
      },
      {
        name: "Neuraxial Blocks",
        description: "Six questions on spinal and epidural anatomy, technique and complications. Choose the single best answer.",
        quizTimeMinutes: 9,
        eachQuestionMarks: 1,
        questions: [
          {
            text: "At what vertebral level does the spinal cord usually end in an adult?",
            explanation:
              "In adults the spinal cord usually ends at the lower border of L1 or at L1–L2, while the dural sac extends to S2. In neonates the cord ends lower, at about L3.",
            options: [
              { text: "T10", isCorrect: false },
              { text: "T12", isCorrect: false },
              { text: "S2", isCorrect: false },
              { text: "L1–L2", isCorrect: true },
            ],
          },
          {
            text: "The line joining the highest points of the iliac crests (Tuffier's line) usually crosses the spine at:",
            explanation:
              "Tuffier's (intercristal) line usually crosses the L4 spinous process or the L4–L5 interspace. It is an imprecise landmark and often places the needle higher than intended.",
            options: [
              { text: "The L4 spinous process or the L4–L5 interspace", isCorrect: true },
              { text: "The T12 spinous process", isCorrect: false },
              { text: "The L2 spinous process", isCorrect: false },
              { text: "The S1 segment", isCorrect: false },
            ],
          },
          {
            text: "Which feature is typical of post-dural puncture headache?",
            explanation:
              "Post-dural puncture headache is postural: it is worse on sitting or standing and eased by lying flat. It usually begins within a few days of the dural puncture rather than immediately.",
            options: [
              { text: "It is worse when lying flat and relieved by sitting up", isCorrect: false },
              { text: "It always starts immediately after the dural puncture", isCorrect: false },
              { text: "It is worse on sitting or standing and eased by lying flat", isCorrect: true },
              { text: "It is best treated with an epidural blood patch within the first hour", isCorrect: false },
            ],
          },
          {
            text: "During spinal anaesthesia, how does the level of sympathetic block usually compare with the sensory block?",
            explanation:
              "Because thin autonomic fibres are blocked most easily, sympathetic block usually extends about two segments above the sensory level. Motor block is usually about two segments below it.",
            options: [
              { text: "It is about two segments lower than the sensory block", isCorrect: false },
              { text: "It extends about two segments higher than the sensory block", isCorrect: true },
              { text: "It is at exactly the same level as the motor block", isCorrect: false },
              { text: "It is confined to the sacral segments", isCorrect: false },
            ],
          },
          {
            text: "What makes 'heavy' (hyperbaric) 0.5% bupivacaine denser than CSF?",
            explanation:
              "Hyperbaric bupivacaine contains glucose 80 mg/mL (8%), making it denser than CSF. Its spread is therefore influenced by gravity and the position of the patient.",
            options: [
              { text: "Added glucose 80 mg/mL", isCorrect: true },
              { text: "Added sodium chloride 9%", isCorrect: false },
              { text: "Added dextran", isCorrect: false },
              { text: "Added fentanyl", isCorrect: false },
            ],
          },
          {
            text: "Which of the following is an absolute contraindication to neuraxial anaesthesia?",
            explanation:
              "Patient refusal is an absolute contraindication. A platelet count of 120 × 10⁹/L and low-dose aspirin alone are not contraindications, and previous lumbar surgery is at most a relative one.",
            options: [
              { text: "A platelet count of 120 × 10⁹/L", isCorrect: false },
              { text: "Previous lumbar discectomy", isCorrect: false },
              { text: "Aspirin 75 mg daily", isCorrect: false },
              { text: "Patient refusal", isCorrect: true },
            ],
          },
        ],
      },
    ],
  },
];
