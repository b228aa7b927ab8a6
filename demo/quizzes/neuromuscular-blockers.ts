import type { SeedQuiz } from "../seed-types";

/** A demo quiz (listed in demo/subjects.ts), every option explained. */
export const neuromuscularBlockers: SeedQuiz = {
  name: "Neuromuscular Blockers",
  description:
    "Six questions on depolarising and non-depolarising neuromuscular blockers and their reversal. Choose the single best answer.",
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
          explanation: "Neostigmine does not reverse a phase I block and may prolong it, because it also inhibits plasma cholinesterase.",
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
      text: "Which of the following is a recognised adverse effect of suxamethonium?",
      explanation:
        "Suxamethonium raises serum potassium by about 0.5 mmol/L, and dangerously in burns, denervation or prolonged immobility. It raises, rather than lowers, intraocular and intragastric pressure and does not cause ganglion blockade. It is also a trigger of malignant hyperthermia.",
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
          text: "Decreased intragastric pressure",
          isCorrect: false,
          explanation:
            "Fasciculations raise intragastric pressure. Lower oesophageal sphincter tone rises too, so the barrier pressure against regurgitation is usually kept.",
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
};
