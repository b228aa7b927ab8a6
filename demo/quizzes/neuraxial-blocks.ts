import type { SeedQuiz } from "../seed-types";

/** A demo quiz (listed in demo/subjects.ts), every option explained. */
export const neuraxialBlocks: SeedQuiz = {
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
};
