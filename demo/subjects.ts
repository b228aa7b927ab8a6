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
              {
                text: "0.5–1 mg/kg",
                isCorrect: false,
                explanation:
                  "Nearer a sedative dose: it will not reliably induce anaesthesia in a fit, unpremedicated adult, although small titrated doses are used in frail or shocked patients.",
              },
              {
                text: "1.5–2.5 mg/kg",
                isCorrect: true,
                explanation:
                  "The standard adult induction dose, producing loss of consciousness within about one arm–brain circulation time. Reduce it in the elderly, frail or hypovolaemic.",
              },
              {
                text: "3–5 mg/kg",
                isCorrect: false,
                explanation:
                  "This is the adult induction dose of thiopental, not propofol. This much propofol in an adult would cause marked hypotension and apnoea.",
              },
              {
                text: "5–7 mg/kg",
                isCorrect: false,
                explanation:
                  "Roughly three times the adult induction dose; it would cause profound hypotension and prolonged apnoea. No adult induction regimen uses propofol at this level.",
              },
            ],
          },
          {
            text: "Which induction agent causes adrenocortical suppression by inhibiting 11β-hydroxylase?",
            explanation:
              "Etomidate inhibits 11β-hydroxylase, reducing cortisol and aldosterone synthesis even after a single induction dose.",
            options: [
              {
                text: "Propofol",
                isCorrect: false,
                explanation:
                  "Propofol does not inhibit steroid synthesis. It acts mainly by potentiating GABA-A receptors, and its chief drawback at induction is hypotension.",
              },
              {
                text: "Ketamine",
                isCorrect: false,
                explanation:
                  "Ketamine is an NMDA receptor antagonist that stimulates the sympathetic nervous system. It does not inhibit cortisol synthesis.",
              },
              {
                text: "Thiopental",
                isCorrect: false,
                explanation:
                  "Thiopental is a barbiturate that potentiates GABA-A receptors. It does not inhibit 11β-hydroxylase, though it is contraindicated in acute porphyria.",
              },
              {
                text: "Etomidate",
                isCorrect: true,
                explanation:
                  "Etomidate, an imidazole, reversibly inhibits 11β-hydroxylase, lowering cortisol and aldosterone for hours after one dose. ICU infusions were linked to increased mortality.",
              },
            ],
          },
          {
            text: "What is the principal mechanism of action of ketamine?",
            explanation:
              "Ketamine is a non-competitive antagonist at the NMDA receptor, producing dissociative anaesthesia with profound analgesia.",
            options: [
              {
                text: "Non-competitive NMDA receptor antagonism",
                isCorrect: true,
                explanation:
                  "Ketamine, a phencyclidine derivative, blocks the NMDA receptor ion channel, producing dissociative anaesthesia, profound analgesia and amnesia.",
              },
              {
                text: "Potentiation of GABA-A receptor activity",
                isCorrect: false,
                explanation:
                  "This is the main action of propofol, thiopental, etomidate and the benzodiazepines. Ketamine has little clinically important action at GABA-A receptors.",
              },
              {
                text: "Alpha-2 adrenoceptor agonism",
                isCorrect: false,
                explanation:
                  "This is how dexmedetomidine and clonidine produce sedation and analgesia. Ketamine instead increases sympathetic outflow, raising heart rate and blood pressure.",
              },
              {
                text: "Mu-opioid receptor agonism",
                isCorrect: false,
                explanation:
                  "This is how morphine and fentanyl act. Ketamine has some weak opioid receptor activity, but its analgesia comes mainly from NMDA antagonism.",
              },
            ],
          },
          {
            text: "In which condition is thiopental absolutely contraindicated?",
            explanation:
              "Barbiturates induce hepatic ALA synthase and can precipitate a life-threatening crisis in acute porphyria. Thiopental is otherwise used in raised intracranial pressure and refractory status epilepticus.",
            options: [
              {
                text: "Raised intracranial pressure",
                isCorrect: false,
                explanation:
                  "Thiopental lowers cerebral metabolic rate, cerebral blood flow and intracranial pressure, so it is used in neuroanaesthesia rather than avoided.",
              },
              {
                text: "Status epilepticus",
                isCorrect: false,
                explanation:
                  "Thiopental is a potent anticonvulsant and is used to treat refractory status epilepticus, so this is an indication, not a contraindication.",
              },
              {
                text: "Acute intermittent porphyria",
                isCorrect: true,
                explanation:
                  "Barbiturates induce ALA synthase and increase porphyrin production, which can precipitate an acute attack with abdominal pain, neuropathy, paralysis and cardiovascular instability.",
              },
              {
                text: "Pregnancy",
                isCorrect: false,
                explanation:
                  "Pregnancy is not a contraindication. Thiopental was long the standard induction agent for caesarean section under general anaesthesia.",
              },
            ],
          },
          {
            text: "Rapid recovery of consciousness after a single induction dose of thiopental is mainly due to:",
            explanation:
              "Consciousness returns as the drug redistributes from the brain to muscle and then fat. Hepatic metabolism is slow and contributes little to recovery from a single bolus.",
            options: [
              {
                text: "Rapid hepatic metabolism",
                isCorrect: false,
                explanation:
                  "Thiopental has a low hepatic extraction ratio and is metabolised slowly, so metabolism adds little to waking after one dose but explains accumulation after repeated doses.",
              },
              {
                text: "Redistribution from the brain to other tissues",
                isCorrect: true,
                explanation:
                  "After a bolus, thiopental reaches the well-perfused brain first, then redistributes to muscle and later fat, so brain levels fall and consciousness returns within minutes.",
              },
              {
                text: "Renal excretion of unchanged drug",
                isCorrect: false,
                explanation:
                  "Very little thiopental is excreted unchanged in urine because it is lipid soluble and highly protein bound; it is cleared by hepatic metabolism.",
              },
              {
                text: "Hydrolysis by plasma esterases",
                isCorrect: false,
                explanation:
                  "Esterase hydrolysis ends the action of remifentanil, and plasma cholinesterase that of suxamethonium. Thiopental is not an ester, so esterases do not break it down.",
              },
            ],
          },
          {
            text: "The standard 1% propofol emulsion contains which of the following?",
            explanation:
              "Propofol is formulated in soya bean oil, glycerol and purified egg phosphatide. The original Cremophor EL formulation was withdrawn because of anaphylactoid reactions.",
            options: [
              {
                text: "Cremophor EL",
                isCorrect: false,
                explanation:
                  "Polyoxyethylated castor oil was the solvent of the original propofol formulation and of Althesin; it was abandoned because of anaphylactoid reactions.",
              },
              {
                text: "35% propylene glycol",
                isCorrect: false,
                explanation:
                  "35% propylene glycol is the solvent of the original etomidate formulation, and contributes to its pain on injection and thrombophlebitis.",
              },
              {
                text: "Sulfobutylether cyclodextrin",
                isCorrect: false,
                explanation:
                  "This cyclodextrin solubilises some drugs, such as intravenous voriconazole, and has been tried in experimental aqueous propofol formulations, but not in the standard emulsion.",
              },
              {
                text: "Soya bean oil, glycerol and purified egg phosphatide",
                isCorrect: true,
                explanation:
                  "1% propofol contains 10% soya bean oil, 2.25% glycerol and 1.2% purified egg phosphatide; some brands add disodium edetate or sodium metabisulfite to limit bacterial growth.",
              },
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
              {
                text: "0.1–0.2 mg/kg",
                isCorrect: false,
                explanation:
                  "Below the ED95 of suxamethonium (about 0.3 mg/kg), so it produces only partial neuromuscular block, inadequate for tracheal intubation.",
              },
              {
                text: "0.3–0.5 mg/kg",
                isCorrect: false,
                explanation:
                  "This is around the ED95 (about 0.3 mg/kg). Reliable intubating conditions within 60 seconds need about three to five times the ED95.",
              },
              {
                text: "1–1.5 mg/kg",
                isCorrect: true,
                explanation:
                  "About three to five times the ED95, giving intense block and good intubating conditions in about 60 seconds, with recovery usually within 10 minutes if plasma cholinesterase is normal.",
              },
              {
                text: "3–4 mg/kg",
                isCorrect: false,
                explanation:
                  "Too large for intravenous use in adults. About 4 mg/kg is an intramuscular dose when there is no IV access, and large IV doses make a phase II block more likely.",
              },
            ],
          },
          {
            text: "Suxamethonium is mainly metabolised by:",
            explanation:
              "Suxamethonium is hydrolysed by plasma (pseudo)cholinesterase. Inherited or acquired deficiency of this enzyme prolongs its action.",
            options: [
              {
                text: "Plasma cholinesterase (butyrylcholinesterase)",
                isCorrect: true,
                explanation:
                  "Butyrylcholinesterase, made in the liver, hydrolyses suxamethonium to succinylmonocholine and choline; most of a dose is broken down before it reaches the junction.",
              },
              {
                text: "Acetylcholinesterase at the neuromuscular junction",
                isCorrect: false,
                explanation:
                  "Acetylcholinesterase does not hydrolyse suxamethonium to any useful extent. The block ends as the drug diffuses away from the junction into plasma, where it is hydrolysed.",
              },
              {
                text: "Hofmann elimination",
                isCorrect: false,
                explanation:
                  "Hofmann elimination is the spontaneous, pH- and temperature-dependent breakdown of atracurium and cisatracurium, not suxamethonium.",
              },
              {
                text: "Hepatic cytochrome P450 enzymes",
                isCorrect: false,
                explanation:
                  "Suxamethonium is not metabolised by cytochrome P450. Hepatic metabolism and biliary excretion matter for aminosteroids such as vecuronium and rocuronium.",
              },
            ],
          },
          {
            text: "Sugammadex reverses neuromuscular blockade by which mechanism?",
            explanation:
              "Sugammadex is a modified gamma-cyclodextrin that encapsulates steroidal blockers, with the highest affinity for rocuronium and then vecuronium. It has no effect on benzylisoquinoliniums or suxamethonium.",
            options: [
              {
                text: "Acetylcholinesterase inhibition, reversing all non-depolarising agents",
                isCorrect: false,
                explanation:
                  "This describes neostigmine, which raises acetylcholine at the junction but has a ceiling effect and cannot reverse profound block. Sugammadex is not an anticholinesterase.",
              },
              {
                text: "Encapsulation of atracurium and cisatracurium",
                isCorrect: false,
                explanation:
                  "Benzylisoquinoliniums do not fit the sugammadex cavity, so it has no effect on atracurium, cisatracurium or mivacurium; neostigmine is used for these.",
              },
              {
                text: "Enhancing plasma cholinesterase activity against suxamethonium",
                isCorrect: false,
                explanation:
                  "No reversal agent works this way. Prolonged block from cholinesterase deficiency is managed with sedation and ventilation until it wears off.",
              },
              {
                text: "Encapsulation of rocuronium and vecuronium",
                isCorrect: true,
                explanation:
                  "Each sugammadex molecule binds one molecule of rocuronium (or vecuronium) in plasma, creating a gradient that draws drug away from the junction.",
              },
            ],
          },
          {
            text: "Which neuromuscular blocker is mainly eliminated by Hofmann degradation?",
            explanation:
              "Cisatracurium undergoes spontaneous degradation at physiological pH and temperature, so its elimination is largely independent of renal and hepatic function.",
            options: [
              {
                text: "Rocuronium",
                isCorrect: false,
                explanation:
                  "Rocuronium is an aminosteroid taken up by the liver and excreted largely unchanged in bile, with some renal excretion; it does not undergo Hofmann degradation.",
              },
              {
                text: "Cisatracurium",
                isCorrect: true,
                explanation:
                  "Cisatracurium, one isomer of atracurium, is mostly eliminated by Hofmann degradation; it releases less histamine and produces less laudanosine than atracurium.",
              },
              {
                text: "Vecuronium",
                isCorrect: false,
                explanation:
                  "Vecuronium is deacetylated in the liver and excreted in bile; its active 3-desacetyl metabolite can accumulate in renal failure and in critically ill patients.",
              },
              {
                text: "Pancuronium",
                isCorrect: false,
                explanation:
                  "Pancuronium is excreted largely unchanged by the kidney, with some hepatic metabolism, so it is prolonged in renal failure; it is also vagolytic, causing tachycardia.",
              },
            ],
          },
          {
            text: "Which finding is characteristic of a phase I (depolarising) block on peripheral nerve stimulation?",
            explanation:
              "Phase I block reduces all train-of-four responses equally, with no fade and no post-tetanic facilitation. Fade and post-tetanic facilitation are features of non-depolarising or phase II block.",
            options: [
              {
                text: "Train-of-four fade with post-tetanic facilitation",
                isCorrect: false,
                explanation:
                  "These are features of non-depolarising block, and of phase II block after large or repeated doses of suxamethonium.",
              },
              {
                text: "Reversal of the block by neostigmine",
                isCorrect: false,
                explanation:
                  "Neostigmine does not reverse a phase I block and may prolong it, because it also inhibits plasma cholinesterase.",
              },
              {
                text: "Equal reduction of all four train-of-four responses without fade",
                isCorrect: true,
                explanation:
                  "A depolarising block lowers all four twitches equally, so the train-of-four ratio stays high, with a sustained tetanic response and no post-tetanic facilitation.",
              },
              {
                text: "Enhancement of the block by prior administration of a non-depolarising agent",
                isCorrect: false,
                explanation:
                  "A prior non-depolarising agent (as in precurarisation) antagonises a phase I block, so more suxamethonium is needed. Potentiation is a feature of phase II block.",
              },
            ],
          },
          {
            text: "Which TWO of the following are recognised adverse effects of suxamethonium?",
            explanation:
              "Suxamethonium raises serum potassium (by about 0.5 mmol/L, and dangerously in burns or denervation) and is a potent trigger of malignant hyperthermia. It increases, rather than decreases, intraocular pressure and does not cause ganglion blockade.",
            options: [
              {
                text: "Hyperkalaemia",
                isCorrect: true,
                explanation:
                  "Depolarisation releases potassium, raising serum levels by about 0.5 mmol/L; upregulated extrajunctional receptors in burns, denervation or immobility can cause dangerous rises.",
              },
              {
                text: "Decreased intraocular pressure",
                isCorrect: false,
                explanation:
                  "Suxamethonium transiently increases intraocular pressure, the traditional concern in penetrating eye injury; non-depolarising agents do not raise it.",
              },
              {
                text: "Triggering of malignant hyperthermia",
                isCorrect: true,
                explanation:
                  "Suxamethonium and the volatile anaesthetics trigger malignant hyperthermia in susceptible patients, often with an RYR1 mutation; masseter spasm may be an early sign.",
              },
              {
                text: "Prolonged hypotension from autonomic ganglion blockade",
                isCorrect: false,
                explanation:
                  "Ganglion blockade with hypotension is a feature of tubocurarine. Suxamethonium stimulates cholinergic receptors, causing bradycardia (especially with a second dose) or tachycardia.",
              },
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
              {
                text: "0.5 L",
                isCorrect: false,
                explanation:
                  "About 0.5 L is a normal resting tidal volume in a 70 kg adult, not the volume left in the lungs at the end of a quiet expiration.",
              },
              {
                text: "1.2 L",
                isCorrect: false,
                explanation:
                  "About 1.2 L is the residual volume, left after a maximal expiration. FRC is the residual volume plus the expiratory reserve volume.",
              },
              {
                text: "2.5 L",
                isCorrect: true,
                explanation:
                  "FRC is the oxygen store during apnoea, which is why its fall on lying supine and under general anaesthesia shortens the time to desaturation.",
              },
              {
                text: "5 L",
                isCorrect: false,
                explanation:
                  "About 5 L is close to the vital capacity of a young adult man, and total lung capacity is about 6 L. FRC is roughly half of this.",
              },
            ],
          },
          {
            text: "Which of the following shifts the oxyhaemoglobin dissociation curve to the right?",
            explanation:
              "Increased 2,3-DPG, acidosis, hypercapnia and raised temperature shift the curve to the right, favouring oxygen unloading. Hypothermia, alkalosis and carbon monoxide shift it to the left.",
            options: [
              {
                text: "Increased red cell 2,3-diphosphoglycerate (2,3-DPG)",
                isCorrect: true,
                explanation:
                  "2,3-DPG binds deoxyhaemoglobin and stabilises the T state, lowering oxygen affinity. It rises in chronic hypoxia, anaemia and at altitude, and falls in stored blood.",
              },
              {
                text: "Hypothermia",
                isCorrect: false,
                explanation:
                  "Cooling increases the oxygen affinity of haemoglobin and shifts the curve to the left, so less oxygen is unloaded to the tissues.",
              },
              {
                text: "Respiratory alkalosis",
                isCorrect: false,
                explanation:
                  "A rise in pH increases oxygen affinity (the Bohr effect), shifting the curve to the left, so hyperventilation can impair oxygen unloading.",
              },
              {
                text: "Carbon monoxide poisoning",
                isCorrect: false,
                explanation:
                  "Carbon monoxide binds haemoglobin over 200 times more avidly than oxygen, reducing oxygen content and shifting the curve of the remaining haemoglobin to the left.",
              },
            ],
          },
          {
            text: "What is the P50 of normal adult haemoglobin?",
            explanation:
              "The P50 of adult haemoglobin A is about 3.5 kPa (approximately 27 mmHg). Fetal haemoglobin has a lower P50 of about 2.4 kPa, reflecting its higher oxygen affinity.",
            options: [
              {
                text: "2.4 kPa",
                isCorrect: false,
                explanation:
                  "About 2.4 kPa (18 mmHg) is the P50 of fetal haemoglobin, which binds 2,3-DPG poorly and so has a higher oxygen affinity.",
              },
              {
                text: "3.5 kPa",
                isCorrect: true,
                explanation:
                  "Adult haemoglobin is 50% saturated at a PO2 of about 3.5 kPa (27 mmHg) under standard conditions: pH 7.4, 37 °C and PCO2 5.3 kPa.",
              },
              {
                text: "5.3 kPa",
                isCorrect: false,
                explanation:
                  "5.3 kPa (40 mmHg) is the normal PaCO2, and roughly the normal mixed venous PO2, at which haemoglobin is about 75% saturated.",
              },
              {
                text: "8.0 kPa",
                isCorrect: false,
                explanation:
                  "At about 8 kPa (60 mmHg) haemoglobin is about 90% saturated, at the shoulder of the curve; a PaO2 below 8 kPa defines respiratory failure.",
              },
            ],
          },
          {
            text: "What is the main stimulus for hypoxic pulmonary vasoconstriction?",
            explanation:
              "Hypoxic pulmonary vasoconstriction is triggered mainly by low alveolar PO2, diverting blood away from poorly ventilated lung units to improve V/Q matching.",
            options: [
              {
                text: "A high alveolar PO2",
                isCorrect: false,
                explanation:
                  "A high alveolar PO2 relieves hypoxic pulmonary vasoconstriction; this is why oxygen lowers pulmonary vascular resistance in hypoxic lung disease.",
              },
              {
                text: "Anaemia",
                isCorrect: false,
                explanation:
                  "Anaemia lowers oxygen content but not alveolar PO2. HPV is driven mainly by alveolar hypoxia, with a smaller contribution from mixed venous PO2.",
              },
              {
                text: "A fall in pulmonary artery pressure",
                isCorrect: false,
                explanation:
                  "HPV raises pulmonary artery pressure rather than responding to a fall in it; widespread HPV, as at altitude, causes pulmonary hypertension.",
              },
              {
                text: "A low alveolar PO2",
                isCorrect: true,
                explanation:
                  "Alveolar hypoxia constricts nearby small pulmonary arteries, diverting blood to better ventilated lung. Vasodilators and volatile agents inhibit it, which matters in one-lung ventilation.",
              },
            ],
          },
          {
            text: "What is the approximate anatomical dead space in a healthy adult?",
            explanation: "Anatomical dead space is about 2 mL/kg (roughly 150 mL in a 70 kg adult) and can be measured by Fowler's method.",
            options: [
              {
                text: "0.5 mL/kg",
                isCorrect: false,
                explanation: "About a quarter of the true value. Anatomical dead space is about 2 mL/kg, roughly 150 mL in a 70 kg adult.",
              },
              {
                text: "2 mL/kg",
                isCorrect: true,
                explanation:
                  "The conducting airways from mouth to terminal bronchioles hold about 150 mL in a 70 kg adult, so about 30% of a 500 mL tidal breath takes no part in gas exchange.",
              },
              {
                text: "7 mL/kg",
                isCorrect: false,
                explanation:
                  "About 7 mL/kg is a typical resting tidal volume (about 500 mL in a 70 kg adult), not the dead space within it.",
              },
              {
                text: "15 mL/kg",
                isCorrect: false,
                explanation:
                  "Far too large, over 1 L in a 70 kg adult. Tidal volumes of 10–15 mL/kg were once used in ventilation, but anatomical dead space is about 2 mL/kg.",
              },
            ],
          },
          {
            text: "The central chemoreceptors in the medulla respond mainly to:",
            explanation:
              "CO2 crosses the blood–brain barrier and is hydrated to produce H+ in the CSF, which stimulates the central chemoreceptors. Hypoxaemia is sensed by the peripheral (carotid and aortic body) chemoreceptors.",
            options: [
              {
                text: "Changes in CSF hydrogen ion concentration caused by changes in PaCO2",
                isCorrect: true,
                explanation:
                  "CO2 diffuses freely into CSF, which has little protein buffer, so a rise in PaCO2 quickly lowers CSF pH; this drives most of the ventilatory response to CO2.",
              },
              {
                text: "A fall in arterial PO2",
                isCorrect: false,
                explanation:
                  "Hypoxaemia is sensed by the carotid and aortic bodies. Hypoxia directly depresses, rather than stimulates, the medullary neurones.",
              },
              {
                text: "A rise in arterial lactate",
                isCorrect: false,
                explanation:
                  "Lactic acidosis stimulates breathing mainly through the carotid bodies, because H+ crosses the blood–brain barrier poorly.",
              },
              {
                text: "Changes in plasma potassium concentration",
                isCorrect: false,
                explanation:
                  "A rise in potassium can stimulate the carotid bodies, but potassium is not the stimulus for the central chemoreceptors.",
              },
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
              {
                text: "Isovolumetric contraction",
                isCorrect: false,
                explanation:
                  "Intramyocardial pressure rises steeply as the ventricle contracts against closed valves, compressing the vessels; left coronary flow is lowest, even briefly reversed, here.",
              },
              {
                text: "Ventricular ejection",
                isCorrect: false,
                explanation:
                  "The subendocardium stays compressed during ejection, so left ventricular flow is low. The right ventricle, at lower pressure, is perfused in both systole and diastole.",
              },
              {
                text: "Diastole",
                isCorrect: true,
                explanation:
                  "Left coronary flow peaks in early diastole as the myocardium relaxes; coronary perfusion pressure is aortic diastolic pressure minus LV end-diastolic pressure.",
              },
              {
                text: "Equally throughout the cycle",
                isCorrect: false,
                explanation:
                  "This is closer to the pattern in the right ventricle, whose lower wall tension lets flow continue in systole; left ventricular flow is mainly diastolic.",
              },
            ],
          },
          {
            text: "A patient has a heart rate of 80 beats/min and a stroke volume of 70 mL. What is the cardiac output?",
            explanation: "Cardiac output equals heart rate multiplied by stroke volume: 80 × 70 mL = 5600 mL/min, or 5.6 L/min.",
            options: [
              {
                text: "4.2 L/min",
                isCorrect: false,
                explanation: "This is the result for a heart rate of 60 beats/min (60 × 70 mL = 4.2 L/min), not 80 beats/min.",
              },
              {
                text: "5.6 L/min",
                isCorrect: true,
                explanation: "Cardiac output = heart rate × stroke volume = 80 × 70 mL = 5600 mL/min = 5.6 L/min.",
              },
              {
                text: "6.4 L/min",
                isCorrect: false,
                explanation:
                  "This would need a stroke volume of 80 mL at 80 beats/min (80 × 80 mL); it is not the product of the values given.",
              },
              {
                text: "8.0 L/min",
                isCorrect: false,
                explanation:
                  "This would need, for example, a stroke volume of 100 mL at 80 beats/min. With a stroke volume of 70 mL, 80 × 70 mL is 5.6 L/min.",
              },
            ],
          },
          {
            text: "The Frank–Starling mechanism describes:",
            explanation:
              "Greater end-diastolic fibre length (preload) increases the force of contraction and so the stroke volume. The other options describe the Bainbridge reflex, the baroreceptor reflex and the Bowditch (treppe) effect.",
            options: [
              {
                text: "An increase in stroke volume with increased ventricular end-diastolic fibre length",
                isCorrect: true,
                explanation:
                  "Stretch improves myofilament overlap and calcium sensitivity, increasing contractile force, so stroke volume matches venous return.",
              },
              {
                text: "An increase in heart rate in response to atrial stretch",
                isCorrect: false,
                explanation:
                  "This is the Bainbridge reflex: atrial stretch receptors increase heart rate via vagal afferents when venous return rises.",
              },
              {
                text: "A reflex bradycardia in response to a rise in arterial pressure",
                isCorrect: false,
                explanation:
                  "This is the baroreceptor reflex: stretch of the carotid sinus and aortic arch increases vagal and reduces sympathetic outflow.",
              },
              {
                text: "An increase in contractility with an increase in heart rate",
                isCorrect: false,
                explanation:
                  "This is the Bowditch (staircase or treppe) effect, a force–frequency relationship, not the length–tension relationship of Frank–Starling.",
              },
            ],
          },
          {
            text: "Using the standard estimate, what is the mean arterial pressure when the blood pressure is 120/60 mmHg?",
            explanation: "MAP ≈ diastolic pressure + one third of the pulse pressure = 60 + (60/3) = 80 mmHg.",
            options: [
              {
                text: "70 mmHg",
                isCorrect: false,
                explanation:
                  "This underestimates: the standard estimate adds one third of the pulse pressure (60/3 = 20 mmHg) to the diastolic pressure of 60 mmHg, giving 80 mmHg.",
              },
              {
                text: "80 mmHg",
                isCorrect: true,
                explanation:
                  "MAP ≈ diastolic + (systolic − diastolic)/3 = 60 + 20 = 80 mmHg, because about two thirds of the cardiac cycle is diastole at normal heart rates.",
              },
              {
                text: "90 mmHg",
                isCorrect: false,
                explanation:
                  "90 mmHg is the simple average of 120 and 60; it overestimates MAP because the heart spends longer in diastole than in systole at normal rates.",
              },
              {
                text: "100 mmHg",
                isCorrect: false,
                explanation:
                  "This is systolic minus one third of the pulse pressure (120 − 20), weighting the estimate towards systole; MAP lies nearer the diastolic pressure.",
              },
            ],
          },
          {
            text: "What is the normal mixed venous oxygen saturation (SvO2) at rest?",
            explanation:
              "Normal SvO2 is about 75%, reflecting an oxygen extraction ratio of about 25%. It falls with low cardiac output, anaemia, hypoxaemia or increased oxygen consumption.",
            options: [
              {
                text: "40%",
                isCorrect: false,
                explanation:
                  "Coronary sinus blood is about this desaturated because the heart extracts most of its oxygen supply; a mixed venous value of 40% indicates a severe imbalance of oxygen supply and demand.",
              },
              {
                text: "60%",
                isCorrect: false,
                explanation:
                  "An SvO2 of 60% is below normal and suggests oxygen delivery is not keeping up with demand, e.g. low cardiac output, anaemia or hypoxaemia.",
              },
              {
                text: "75%",
                isCorrect: true,
                explanation:
                  "At rest, oxygen delivery is about 1000 mL/min and consumption about 250 mL/min, so about 25% is extracted and mixed venous blood stays about 75% saturated.",
              },
              {
                text: "98%",
                isCorrect: false,
                explanation:
                  "98% is a normal arterial saturation. A mixed venous value this high would mean almost no oxygen extraction, as in cyanide poisoning.",
              },
            ],
          },
          {
            text: "Phase 0 of the ventricular myocyte action potential is caused by:",
            explanation:
              "Rapid depolarisation in phase 0 is due to Na+ influx through fast voltage-gated sodium channels. The phase 2 plateau is maintained by Ca2+ influx through L-type channels, and phase 3 repolarisation by K+ efflux.",
            options: [
              {
                text: "Calcium influx through L-type channels",
                isCorrect: false,
                explanation:
                  "L-type calcium influx sustains the phase 2 plateau and triggers calcium release from the sarcoplasmic reticulum; it causes phase 0 only in SA and AV nodal cells.",
              },
              {
                text: "Potassium efflux through delayed rectifier channels",
                isCorrect: false,
                explanation: "Potassium efflux through delayed rectifier channels causes phase 3 repolarisation, not the upstroke.",
              },
              {
                text: "Chloride influx",
                isCorrect: false,
                explanation:
                  "Chloride currents contribute little to the ventricular action potential; early phase 1 repolarisation is due mainly to a transient outward potassium current.",
              },
              {
                text: "Sodium influx through fast voltage-gated channels",
                isCorrect: true,
                explanation:
                  "Fast Na+ channels open at threshold, giving the rapid upstroke from about −90 mV to about +20 mV; class I antiarrhythmics and local anaesthetics block them.",
              },
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
              {
                text: "Hard palate only",
                isCorrect: false,
                explanation:
                  "Only the hard palate visible is class IV in the Samsoon and Young modification, where the soft palate cannot be seen at all.",
              },
              {
                text: "Soft palate, fauces, uvula and pillars",
                isCorrect: false,
                explanation: "This is class I, which suggests easy laryngoscopy, although no single bedside test is reliable on its own.",
              },
              {
                text: "Soft palate, fauces and uvula",
                isCorrect: false,
                explanation: "This is class II: the faucial pillars are hidden by the tongue, but the fauces and uvula are still seen.",
              },
              {
                text: "Soft palate and base of the uvula",
                isCorrect: true,
                explanation:
                  "Class III: only the soft palate and the base of the uvula are seen. Classes III and IV are associated with more difficult laryngoscopy.",
              },
            ],
          },
          {
            text: "A Cormack–Lehane grade 3 view at direct laryngoscopy means:",
            explanation:
              "In grade 3 only the epiglottis is seen. In grade 2 part of the glottis is visible, and in grade 4 not even the epiglottis can be seen.",
            options: [
              {
                text: "Only the epiglottis is visible",
                isCorrect: true,
                explanation:
                  "In grade 3 the epiglottis is seen but no part of the glottis, so a bougie is often needed. Cook divides it into 3a (epiglottis liftable) and 3b (epiglottis adherent).",
              },
              {
                text: "Most of the glottis is visible",
                isCorrect: false,
                explanation: "A view of most or all of the glottis is grade 1, seen at most straightforward laryngoscopies.",
              },
              {
                text: "Only the posterior part of the glottis or the arytenoids are visible",
                isCorrect: false,
                explanation:
                  "This is grade 2. Cook's modification divides it into 2a (part of the cords visible) and 2b (only the arytenoids or posterior cords).",
              },
              {
                text: "Neither the glottis nor the epiglottis is visible",
                isCorrect: false,
                explanation: "This is grade 4, which usually needs another technique, such as videolaryngoscopy or fibreoptic intubation.",
              },
            ],
          },
          {
            text: "Which thyromental distance, measured with the head fully extended, suggests possible difficult laryngoscopy?",
            explanation:
              "A thyromental distance of less than about 6 cm suggests a small mandibular space and possible difficult laryngoscopy. It is a poor predictor on its own and is best combined with other tests.",
            options: [
              {
                text: "Greater than 12 cm",
                isCorrect: false,
                explanation: "A long thyromental distance suggests ample mandibular space; it does not predict difficult laryngoscopy.",
              },
              {
                text: "Less than 6 cm",
                isCorrect: true,
                explanation:
                  "Under about 6 cm (roughly three finger-breadths) suggests a small mandibular space into which the tongue cannot easily be displaced at laryngoscopy.",
              },
              {
                text: "Less than 10 cm",
                isCorrect: false,
                explanation:
                  "A 10 cm cut-off would label many normal adults as difficult. The longer cut-off of about 12.5 cm belongs to the sternomental distance.",
              },
              {
                text: "Greater than 6.5 cm",
                isCorrect: false,
                explanation:
                  "A thyromental distance over 6.5 cm is generally taken as normal and, other things being equal, predicts easier laryngoscopy.",
              },
            ],
          },
          {
            text: "In a 'can't intubate, can't oxygenate' (CICO) situation, which technique is recommended by the DAS 2015 guidelines?",
            explanation:
              "DAS 2015 recommends scalpel cricothyroidotomy using a wide (No. 10) blade, a bougie and a size 6.0 mm cuffed tracheal tube. Further attempts at laryngoscopy only delay oxygenation.",
            options: [
              {
                text: "Needle cricothyroidotomy with low-pressure oxygen",
                isCorrect: false,
                explanation:
                  "Narrow cannulae with low-pressure oxygen cannot ventilate adequately and often kink or dislodge; DAS 2015 recommends the scalpel technique in adults.",
              },
              {
                text: "Repeated attempts at laryngoscopy with a different blade",
                isCorrect: false,
                explanation:
                  "Once CICO is declared, further laryngoscopy wastes time and adds airway trauma; front-of-neck access should be performed at once.",
              },
              {
                text: "Scalpel–bougie–tube technique with a No. 10 blade and a 6.0 mm cuffed tube",
                isCorrect: true,
                explanation:
                  "Cut through the cricothyroid membrane, rotate the blade 90°, pass a bougie into the trachea beside it and railroad the cuffed tube; it is quick and gives a cuffed airway.",
              },
              {
                text: "Formal surgical tracheostomy",
                isCorrect: false,
                explanation:
                  "Tracheostomy is too slow and complex for an emergency; the cricothyroid membrane is more superficial and less vascular, so it is the route of choice.",
              },
            ],
          },
          {
            text: "According to DAS 2015 guidance, what is the maximum number of attempts at tracheal intubation during Plan A?",
            explanation:
              "No more than three attempts should be made, with one further attempt allowed by a more experienced colleague. After that, failed intubation should be declared and Plan B started.",
            options: [
              {
                text: "One",
                isCorrect: false,
                explanation:
                  "More than one attempt is allowed, but each should be optimised (position, bougie or videolaryngoscope, muscle relaxation) so that attempts are not simply repeated.",
              },
              {
                text: "Two",
                isCorrect: false,
                explanation:
                  "DAS 2015 allows up to three attempts, plus one by a more experienced colleague. Stopping sooner is reasonable if further attempts seem futile.",
              },
              {
                text: "Unlimited, as long as SpO2 stays above 90%",
                isCorrect: false,
                explanation:
                  "Repeated attempts cause swelling and bleeding and can turn failed intubation into CICO, even while saturation is maintained.",
              },
              {
                text: "Three, plus one more by a more experienced colleague",
                isCorrect: true,
                explanation:
                  "Limiting attempts reduces airway trauma. After the last attempt, declare failed intubation and move to Plan B, a second-generation supraglottic airway.",
              },
            ],
          },
          {
            text: "Preoxygenation before induction is considered adequate when the end-tidal oxygen fraction reaches at least:",
            explanation:
              "An end-tidal oxygen fraction of 0.9 or more shows that most of the nitrogen in the FRC has been replaced by oxygen, prolonging the safe apnoea time. A value of 1.0 cannot be reached because of alveolar CO2 and water vapour.",
            options: [
              {
                text: "0.5",
                isCorrect: false,
                explanation:
                  "An end-tidal oxygen fraction of 0.5 means much nitrogen remains in the FRC, so the oxygen store and safe apnoea time are far below what full preoxygenation gives.",
              },
              {
                text: "0.7",
                isCorrect: false,
                explanation:
                  "Still inadequate, as nitrogen remains in the FRC. Tidal breathing of 100% oxygen for 3 minutes, or 8 deep breaths in 60 seconds, usually achieves 0.9.",
              },
              {
                text: "0.9",
                isCorrect: true,
                explanation:
                  "An end-tidal oxygen fraction of 0.9 or more shows near-complete denitrogenation, giving a healthy adult several minutes of apnoea before desaturation.",
              },
              {
                text: "1.0",
                isCorrect: false,
                explanation:
                  "This cannot be reached, because alveolar gas always contains CO2 and water vapour as well as oxygen; 0.9 is the practical target.",
              },
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
              {
                text: "Misting of the tube during expiration",
                isCorrect: false,
                explanation:
                  "Misting can also occur with oesophageal intubation, because gas from the oesophagus or stomach can be humid; it is not reliable.",
              },
              {
                text: "A sustained end-tidal CO2 waveform on capnography",
                isCorrect: true,
                explanation:
                  "A sustained waveform over several breaths confirms tracheal placement, including in cardiac arrest with effective CPR: no trace means wrong place.",
              },
              {
                text: "Bilateral chest movement",
                isCorrect: false,
                explanation:
                  "Chest movement can be seen with oesophageal ventilation and is hard to judge in obesity; it supports but cannot confirm tracheal placement.",
              },
              {
                text: "Auscultation over both axillae",
                isCorrect: false,
                explanation:
                  "Breath sounds can be transmitted during oesophageal ventilation, especially in children; auscultation helps detect endobronchial intubation rather than confirm tracheal placement.",
              },
            ],
          },
          {
            text: "What is the recommended LMA Classic size for a 60 kg adult?",
            explanation: "Size 4 is recommended for patients of 50–70 kg, size 3 for 30–50 kg and size 5 for 70–100 kg.",
            options: [
              { text: "Size 2", isCorrect: false, explanation: "Size 2 is for children of about 10–20 kg." },
              {
                text: "Size 3",
                isCorrect: false,
                explanation: "Size 3 is for patients of 30–50 kg; it is likely to be too small for a 60 kg adult and to leak.",
              },
              {
                text: "Size 4",
                isCorrect: true,
                explanation:
                  "Size 4 is for 50–70 kg. Inflate the cuff with no more than the marked maximum volume and keep cuff pressure at or below 60 cmH2O.",
              },
              { text: "Size 6", isCorrect: false, explanation: "Size 6 is the largest LMA Classic, for patients over 100 kg." },
            ],
          },
          {
            text: "When a curved Macintosh blade is used correctly:",
            explanation:
              "The Macintosh blade is inserted from the right side of the mouth and its tip placed in the vallecula, lifting the epiglottis indirectly. Straight blades such as the Miller lift the epiglottis directly.",
            options: [
              {
                text: "Its tip is placed in the vallecula, lifting the epiglottis indirectly",
                isCorrect: true,
                explanation:
                  "Pressure in the vallecula tensions the hyoepiglottic ligament, which lifts the epiglottis and exposes the glottis.",
              },
              {
                text: "Its tip is placed behind the epiglottis, lifting it directly",
                isCorrect: false,
                explanation:
                  "This is the technique for straight blades such as the Miller, often preferred in infants, whose epiglottis is long and floppy.",
              },
              {
                text: "It is inserted from the left side of the mouth",
                isCorrect: false,
                explanation:
                  "The Macintosh blade is inserted from the right side of the mouth, and its left-sided flange sweeps the tongue to the left.",
              },
              {
                text: "It is used mainly as a straight blade for neonates",
                isCorrect: false,
                explanation:
                  "The Macintosh is a curved blade used mainly in adults and older children; straight blades such as the Miller are often chosen for neonates.",
              },
            ],
          },
          {
            text: "What is the recommended cuff pressure range for an adult tracheal tube?",
            explanation:
              "Cuff pressure should be kept at 20–30 cmH2O. Higher pressures reduce tracheal mucosal perfusion, and lower pressures increase the risk of aspiration.",
            options: [
              {
                text: "5–10 cmH2O",
                isCorrect: false,
                explanation:
                  "Too low: an under-inflated cuff lets pharyngeal secretions pass into the trachea and leaks during positive-pressure ventilation.",
              },
              {
                text: "40–50 cmH2O",
                isCorrect: false,
                explanation:
                  "Tracheal mucosal blood flow is impaired above about 30 cmH2O, so this risks ischaemia, ulceration and later tracheal stenosis.",
              },
              {
                text: "60–80 cmH2O",
                isCorrect: false,
                explanation:
                  "Grossly excessive for a tracheal tube and would obstruct mucosal blood flow. Up to 60 cmH2O is the ceiling for laryngeal mask cuffs, not tracheal tube cuffs.",
              },
              {
                text: "20–30 cmH2O",
                isCorrect: true,
                explanation:
                  "This seals against aspiration while staying below the pressure that impairs mucosal blood flow. Check it with a manometer, as nitrous oxide diffuses into the cuff.",
              },
            ],
          },
          {
            text: "What is the purpose of the Murphy eye on a tracheal tube?",
            explanation:
              "The Murphy eye is a side hole near the tip that lets gas flow continue if the bevel is blocked by secretions or pressed against the tracheal wall.",
            options: [
              {
                text: "To allow suction catheters to reach the main bronchi",
                isCorrect: false,
                explanation:
                  "Suction catheters pass down the main lumen and out of the bevel; the Murphy eye is not designed to guide them.",
              },
              {
                text: "To provide an alternative path for gas flow if the bevel becomes occluded",
                isCorrect: true,
                explanation:
                  "If the bevel is blocked by secretions or pressed against the tracheal wall, gas can still pass through this side hole. Magill-pattern tubes have no Murphy eye.",
              },
              {
                text: "To show the correct depth of insertion",
                isCorrect: false,
                explanation: "Depth is judged by the centimetre markings and the vocal cord mark above the cuff, not by the Murphy eye.",
              },
              {
                text: "To reduce pressure on the tracheal mucosa",
                isCorrect: false,
                explanation:
                  "Mucosal pressure is limited by high-volume, low-pressure cuffs and by monitoring cuff pressure, not by the Murphy eye.",
              },
            ],
          },
          {
            text: "Which formula is commonly used to estimate the internal diameter (mm) of an uncuffed tracheal tube for a child over 1 year old?",
            explanation: "Uncuffed tube internal diameter ≈ (age/4) + 4 mm. The formula (age/2) + 12 estimates oral tube length in cm.",
            options: [
              {
                text: "(Age/2) + 12",
                isCorrect: false,
                explanation: "This estimates the oral tube length at the lips in centimetres, not the internal diameter.",
              },
              {
                text: "(Age × 2) + 8",
                isCorrect: false,
                explanation: "This is the older APLS weight estimate, 2 × (age + 4) kg, for children aged 1–10 years, not a tube size.",
              },
              {
                text: "(Age/4) + 4",
                isCorrect: true,
                explanation:
                  "For uncuffed tubes the internal diameter is (age/4) + 4 mm; cuffed tubes are usually half a size smaller, (age/4) + 3.5 mm.",
              },
              {
                text: "Age + 10",
                isCorrect: false,
                explanation: "Not a recognised formula. For a 4-year-old it gives 14 mm, far larger than the 5 mm tube needed.",
              },
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
              {
                text: "T10",
                isCorrect: false,
                explanation: "T10 is roughly the dermatome at the umbilicus, not the level where the spinal cord ends.",
              },
              {
                text: "T12",
                isCorrect: false,
                explanation:
                  "The cord extends below T12 in most adults; its end usually lies at L1 or L1–L2, though it varies from about T12 to L3.",
              },
              {
                text: "S2",
                isCorrect: false,
                explanation: "S2 is where the dural sac, and so the subarachnoid space, usually ends in adults, not the spinal cord.",
              },
              {
                text: "L1–L2",
                isCorrect: true,
                explanation:
                  "The conus medullaris usually ends at L1–L2 in adults, so spinal needles are inserted below L2, commonly at L3–L4, to avoid cord injury.",
              },
            ],
          },
          {
            text: "The line joining the highest points of the iliac crests (Tuffier's line) usually crosses the spine at:",
            explanation:
              "Tuffier's (intercristal) line usually crosses the L4 spinous process or the L4–L5 interspace. It is an imprecise landmark and often places the needle higher than intended.",
            options: [
              {
                text: "The L4 spinous process or the L4–L5 interspace",
                isCorrect: true,
                explanation:
                  "Spaces at or below this line usually lie below the end of the cord, but clinicians often misjudge the level by one space or more.",
              },
              {
                text: "The T12 spinous process",
                isCorrect: false,
                explanation: "The twelfth ribs articulate with T12, well above the iliac crests.",
              },
              {
                text: "The L2 spinous process",
                isCorrect: false,
                explanation:
                  "L2 lies above the intercristal line and close to where the spinal cord may end, so it is not the landmark and not a safe level for spinal needles.",
              },
              {
                text: "The S1 segment",
                isCorrect: false,
                explanation:
                  "The sacrum lies below the intercristal line; the posterior superior iliac spines mark about S2, the usual end of the dural sac.",
              },
            ],
          },
          {
            text: "Which feature is typical of post-dural puncture headache?",
            explanation:
              "Post-dural puncture headache is postural: it is worse on sitting or standing and eased by lying flat. It usually begins within a few days of the dural puncture rather than immediately.",
            options: [
              {
                text: "It is worse when lying flat and relieved by sitting up",
                isCorrect: false,
                explanation:
                  "This is the reverse of PDPH. A headache worse on lying flat suggests other causes, such as raised intracranial pressure.",
              },
              {
                text: "It always starts immediately after the dural puncture",
                isCorrect: false,
                explanation:
                  "PDPH usually begins within 1–3 days of dural puncture rather than at once; an immediate headache may have another cause, such as pneumocephalus.",
              },
              {
                text: "It is worse on sitting or standing and eased by lying flat",
                isCorrect: true,
                explanation:
                  "CSF leakage lowers CSF pressure; standing pulls on pain-sensitive structures and causes compensatory venodilatation, so the fronto-occipital headache eases lying flat.",
              },
              {
                text: "It is best treated with an epidural blood patch within the first hour",
                isCorrect: false,
                explanation:
                  "A blood patch is usually delayed for at least 24 hours after the puncture and offered when symptoms persist; early patches are less effective.",
              },
            ],
          },
          {
            text: "During spinal anaesthesia, how does the level of sympathetic block usually compare with the sensory block?",
            explanation:
              "Because thin autonomic fibres are blocked most easily, sympathetic block usually extends about two segments above the sensory level. Motor block is usually about two segments below it.",
            options: [
              {
                text: "It is about two segments lower than the sensory block",
                isCorrect: false,
                explanation:
                  "This describes the motor block, which is usually about two segments below the sensory level because large motor fibres are harder to block.",
              },
              {
                text: "It extends about two segments higher than the sensory block",
                isCorrect: true,
                explanation:
                  "Thin preganglionic B fibres are blocked by lower concentrations of local anaesthetic, so sympathetic block extends beyond the sensory level, usually by about two segments.",
              },
              {
                text: "It is at exactly the same level as the motor block",
                isCorrect: false,
                explanation: "Motor block is the lowest of the three and sympathetic block the highest, so they are not at the same level.",
              },
              {
                text: "It is confined to the sacral segments",
                isCorrect: false,
                explanation:
                  "Sympathetic outflow is thoracolumbar (T1–L2), so a spinal reaching thoracic sensory levels blocks much of it, causing hypotension.",
              },
            ],
          },
          {
            text: "What makes 'heavy' (hyperbaric) 0.5% bupivacaine denser than CSF?",
            explanation:
              "Hyperbaric bupivacaine contains glucose 80 mg/mL (8%), making it denser than CSF. Its spread is therefore influenced by gravity and the position of the patient.",
            options: [
              {
                text: "Added glucose 80 mg/mL",
                isCorrect: true,
                explanation:
                  "Glucose makes the solution denser than CSF, so it moves to the most dependent parts of the spinal canal; posture and spinal curvature then shape the block.",
              },
              {
                text: "Added sodium chloride 9%",
                isCorrect: false,
                explanation:
                  "Sodium chloride makes plain bupivacaine roughly isotonic, and that solution is close to isobaric; 9% saline is not used, and glucose makes the heavy preparation.",
              },
              {
                text: "Added dextran",
                isCorrect: false,
                explanation: "Dextran is a colloid plasma expander; it is not added to spinal local anaesthetic solutions.",
              },
              {
                text: "Added fentanyl",
                isCorrect: false,
                explanation:
                  "Intrathecal fentanyl is added for analgesia, not baricity; in the small doses used it barely changes density and does not make the solution heavy.",
              },
            ],
          },
          {
            text: "Which of the following is an absolute contraindication to neuraxial anaesthesia?",
            explanation:
              "Patient refusal is an absolute contraindication. A platelet count of 120 × 10⁹/L and low-dose aspirin alone are not contraindications, and previous lumbar surgery is at most a relative one.",
            options: [
              {
                text: "A platelet count of 120 × 10⁹/L",
                isCorrect: false,
                explanation:
                  "With normal platelet function and no coagulopathy, counts above about 75–80 × 10⁹/L are usually acceptable for neuraxial block.",
              },
              {
                text: "Previous lumbar discectomy",
                isCorrect: false,
                explanation:
                  "Previous lumbar surgery can make the block technically difficult or patchy, but it is at most a relative contraindication.",
              },
              {
                text: "Aspirin 75 mg daily",
                isCorrect: false,
                explanation:
                  "Low-dose aspirin or NSAIDs alone do not raise the risk of neuraxial haematoma enough to contraindicate a block (ASRA guidance).",
              },
              {
                text: "Patient refusal",
                isCorrect: true,
                explanation:
                  "A competent patient's refusal must be respected. Infection at the puncture site and true allergy to the drug are other commonly listed absolute contraindications.",
              },
            ],
          },
        ],
      },
    ],
  },
];
