import type { TPlanLanguage } from '@ito/contracts/agent/plan';
import type { TSafetyResource } from '@ito/contracts/agent/conversations';

/**
 * What the safety gate says, in the person's language. Help resources are generic and valid in every country: the
 * local emergency number, a crisis line found through findahelpline.com (a real international directory), a trusted
 * person, a doctor. No phone number is ever invented (decision 036).
 */
type Texts = Readonly<Record<TPlanLanguage, string>>;

const HELPLINES = 'https://findahelpline.com';

export const REPLIES = {
  distress: {
    en: "I'm really sorry you're feeling this way, and I'm glad you told me. You don't have to carry it alone. Please reach out to someone now: a crisis line, your doctor, or a person you trust. If you might act on thoughts of harming yourself, or you are in danger, call your local emergency number right away. I won't make a plan right now; your wellbeing comes first. I'm here to keep talking, and when you feel ready we can plan something small together.",
    ar: 'يؤسفني حقًا أنك تشعر بهذا، ويسعدني أنك أخبرتني. لست مضطرًا لتحمّل هذا وحدك. أرجو أن تتواصل الآن مع أحد: خط مساعدة للأزمات، أو طبيبك، أو شخص تثق به. إذا كنت قد تؤذي نفسك أو كنت في خطر، فاتصل فورًا برقم الطوارئ المحلي. لن أضع خطة الآن؛ سلامتك أولًا. أنا هنا لنواصل الحديث، وحين تشعر بأنك مستعد يمكننا أن نخطط معًا لشيء صغير.',
    es: 'Siento mucho que te sientas así, y me alegra que me lo hayas contado. No tienes que cargar con esto a solas. Por favor, habla ahora con alguien: una línea de ayuda en crisis, tu médico o una persona de confianza. Si crees que podrías hacerte daño o estás en peligro, llama de inmediato al número de emergencias de tu país. No voy a hacer un plan ahora; lo primero es tu bienestar. Sigo aquí para hablar, y cuando te sientas con fuerzas podemos planear juntos algo pequeño.',
    de: 'Es tut mir wirklich leid, dass es dir so geht, und gut, dass du es mir sagst. Du musst das nicht allein tragen. Bitte wende dich jetzt an jemanden: eine Krisen-Hotline, deine Ärztin oder deinen Arzt oder einen Menschen, dem du vertraust. Wenn du daran denkst, dir etwas anzutun, oder in Gefahr bist, ruf sofort den Notruf an. Ich erstelle jetzt keinen Plan; du gehst vor. Ich bin weiter für dich da, und wenn du so weit bist, planen wir gemeinsam etwas Kleines.',
  },
  eating_disorder: {
    en: "Thank you for telling me; that takes courage. Making yourself sick, using laxatives or going days without eating can seriously harm your heart, your teeth and your body, and these are signs that deserve real support, not a diet. I won't make a weight-loss plan, but please talk to your doctor or an eating-disorder support service, and to someone you trust. If you feel faint, have chest pain or your heart races, call your local emergency number. I'm happy to keep talking, or to help with something else, such as sleep or stress.",
    ar: 'شكرًا لأنك أخبرتني؛ هذا يحتاج إلى شجاعة. إن إجبار نفسك على التقيؤ أو استخدام الملينات أو الامتناع عن الأكل لأيام قد يضرّ قلبك وأسنانك وجسمك ضررًا بالغًا، وهذه علامات تستحق دعمًا حقيقيًا لا حمية. لن أضع خطة لإنقاص الوزن، لكن أرجو أن تتحدث إلى طبيبك أو إلى جهة تدعم اضطرابات الأكل، وإلى شخص تثق به. إذا شعرت بالإغماء أو بألم في الصدر أو بتسارع في ضربات القلب فاتصل برقم الطوارئ المحلي. يسعدني أن نواصل الحديث، أو أن أساعدك في أمر آخر مثل النوم أو التوتر.',
    es: 'Gracias por contármelo; hace falta valor. Provocarte el vómito, usar laxantes o pasar días sin comer puede dañar seriamente tu corazón, tus dientes y tu cuerpo, y son señales que merecen apoyo de verdad, no una dieta. No voy a hacer un plan para bajar de peso, pero por favor habla con tu médico o con un servicio de apoyo para trastornos de la conducta alimentaria, y con alguien de confianza. Si te mareas, te duele el pecho o se te acelera el corazón, llama al número de emergencias. Puedo seguir hablando contigo o ayudarte con otra cosa, como el sueño o el estrés.',
    de: 'Danke, dass du mir das erzählst; das erfordert Mut. Sich zu übergeben, Abführmittel zu nehmen oder tagelang nichts zu essen kann Herz, Zähne und Körper ernsthaft schaden, und es sind Zeichen, die echte Unterstützung verdienen, keine Diät. Ich erstelle keinen Abnehmplan, aber bitte sprich mit deiner Ärztin oder deinem Arzt oder einer Beratungsstelle für Essstörungen und mit einem Menschen, dem du vertraust. Wenn dir schwindlig wird, deine Brust schmerzt oder dein Herz rast, ruf den Notruf an. Ich rede gern weiter mit dir oder helfe bei etwas anderem, etwa Schlaf oder Stress.',
  },
  red_flag: {
    en: "What you describe (for example chest pain, fainting, breathlessness at rest, a sudden severe headache, bleeding or a pregnancy complication) can be a sign of a medical problem, and exercise or a diet could make it worse. Please see a doctor before you start; if it is happening now or getting worse, call your local emergency number. I won't make a plan yet. Once a doctor has checked you and cleared you, tell me (for example \"my doctor cleared me\") and I'll build the plan with what you've told me.",
    ar: 'ما تصفه (مثل ألم الصدر أو الإغماء أو ضيق التنفس أثناء الراحة أو صداع شديد مفاجئ أو نزيف أو مضاعفات في الحمل) قد يكون علامة على مشكلة صحية، وقد تزيدها الرياضة أو الحمية سوءًا. أرجو أن تراجع طبيبًا قبل أن تبدأ؛ وإذا كان ذلك يحدث الآن أو يزداد سوءًا فاتصل برقم الطوارئ المحلي. لن أضع خطة بعد. بعد أن يفحصك الطبيب ويسمح لك، أخبرني (مثلًا: «سمح لي الطبيب») وسأبني الخطة بما أخبرتني به.',
    es: 'Lo que describes (por ejemplo dolor en el pecho, desmayos, falta de aire en reposo, un dolor de cabeza fuerte y repentino, sangrado o una complicación del embarazo) puede ser señal de un problema médico, y el ejercicio o una dieta podrían empeorarlo. Por favor, consulta a un médico antes de empezar; si te está pasando ahora o va a peor, llama al número de emergencias. Todavía no voy a hacer el plan. Cuando un médico te haya revisado y te dé el visto bueno, dímelo (por ejemplo: «el médico me dio el visto bueno») y prepararé el plan con lo que me contaste.',
    de: 'Was du beschreibst (zum Beispiel Brustschmerzen, Ohnmacht, Atemnot in Ruhe, plötzliche heftige Kopfschmerzen, Blutungen oder Komplikationen in der Schwangerschaft), kann auf ein medizinisches Problem hinweisen, und Training oder eine Diät könnten es verschlimmern. Bitte lass dich ärztlich untersuchen, bevor du anfängst; wenn es gerade passiert oder schlimmer wird, ruf den Notruf an. Ich erstelle noch keinen Plan. Sobald dich eine Ärztin oder ein Arzt untersucht und grünes Licht gegeben hat, sag es mir (zum Beispiel „Mein Arzt hat grünes Licht gegeben“), und ich baue den Plan mit dem, was du mir erzählt hast.',
  },
  through_pain: {
    en: "Training through pain or an injury is risky: pain is your body's warning, and pushing on can turn a small injury into a long one. Please have it checked by a doctor or a physiotherapist first. I won't plan training through the pain. Once you've been checked and cleared, tell me (for example \"my physio cleared me\") and I'll build a plan that works around the injury and starts gently.",
    ar: 'التمرّن رغم الألم أو الإصابة أمر خطر: الألم إنذار من جسمك، والاستمرار قد يحوّل إصابة صغيرة إلى إصابة طويلة. أرجو أن يفحصك طبيب أو أخصائي علاج طبيعي أولًا. لن أضع خطة للتمرّن رغم الألم. بعد الفحص والسماح لك، أخبرني (مثلًا: «سمح لي أخصائي العلاج الطبيعي») وسأبني خطة تراعي الإصابة وتبدأ بلطف.',
    es: 'Entrenar con dolor o con una lesión es arriesgado: el dolor es una señal de alarma de tu cuerpo, y forzar puede convertir una lesión pequeña en una larga. Por favor, que te revise primero un médico o un fisioterapeuta. No voy a planear entrenamientos a pesar del dolor. Cuando te hayan revisado y te den el visto bueno, dímelo (por ejemplo: «el fisio me dio el alta») y haré un plan que respete la lesión y empiece con suavidad.',
    de: 'Trotz Schmerzen oder Verletzung zu trainieren ist riskant: Schmerz ist ein Warnsignal deines Körpers, und wer weitermacht, macht aus einer kleinen Verletzung oft eine lange. Bitte lass es zuerst ärztlich oder physiotherapeutisch abklären. Einen Plan, der durch den Schmerz geht, erstelle ich nicht. Sobald du untersucht und freigegeben bist, sag es mir (zum Beispiel „Meine Physio hat mich freigegeben“), und ich baue einen Plan, der die Verletzung schont und sanft beginnt.',
  },
  fasting: {
    en: "I can't plan a multi-day or water fast: going days without food can cause dizziness, fainting, dangerous changes in your body's salts and heart rhythm, and muscle loss, and it isn't safe without medical supervision. If you want to lose weight or feel better, a steady plan with regular meals, a modest calorie deficit and daily activity works and lasts. Tell me your goal (for example \"lose 5 kg by summer\") and I'll plan it safely; if you have a medical reason to fast, please do it with your doctor.",
    ar: 'لا أستطيع أن أضع خطة لصيام يمتد أيامًا أو صيام على الماء فقط: الامتناع عن الطعام لأيام قد يسبب الدوخة والإغماء واضطرابًا خطيرًا في أملاح الجسم ونظم القلب وفقدان العضلات، وهو غير آمن دون إشراف طبي. إن أردت إنقاص وزنك أو تحسين صحتك، فخطة ثابتة بوجبات منتظمة وعجز معتدل في السعرات ونشاط يومي تنجح وتدوم. أخبرني بهدفك (مثلًا: «أريد أن أنقص 5 كيلو قبل الصيف») وسأخطط له بأمان؛ وإن كان لديك سبب طبي للصيام فليكن بإشراف طبيبك.',
    es: 'No puedo planear un ayuno de varios días ni un ayuno solo con agua: pasar días sin comer puede causar mareos, desmayos, alteraciones peligrosas de las sales del cuerpo y del ritmo del corazón, y pérdida de músculo, y no es seguro sin supervisión médica. Si quieres bajar de peso o sentirte mejor, un plan constante con comidas regulares, un déficit calórico moderado y actividad diaria funciona y dura. Dime tu objetivo (por ejemplo: «bajar 5 kg para el verano») y lo planearé de forma segura; si tienes un motivo médico para ayunar, hazlo con tu médico.',
    de: 'Ein mehrtägiges Fasten oder Wasserfasten kann ich nicht planen: Tage ohne Essen können Schwindel, Ohnmacht, gefährliche Verschiebungen der Blutsalze und des Herzrhythmus sowie Muskelabbau verursachen und sind ohne ärztliche Begleitung nicht sicher. Wenn du abnehmen oder dich besser fühlen willst, wirkt ein stetiger Plan mit regelmäßigen Mahlzeiten, einem moderaten Kaloriendefizit und täglicher Bewegung, und er hält. Sag mir dein Ziel (zum Beispiel „bis zum Sommer 5 kg abnehmen“), und ich plane es sicher; wenn du aus medizinischen Gründen fasten sollst, dann bitte mit deiner Ärztin oder deinem Arzt.',
  },
  crash_diet: {
    en: 'A note on safety: losing weight faster than about 1 kg (2 lb) a week, or eating far too little (under about 1,000 kcal a day), risks muscle loss, gallstones, dizziness and weight coming back. A safe pace is about 0.5 to 1 kg a week, so I plan your goal at that pace, with regular meals and a modest deficit. If you have a medical condition, check with your doctor first.',
    ar: 'ملاحظة للسلامة: إنقاص الوزن بأسرع من نحو 1 كيلو في الأسبوع، أو الأكل القليل جدًا (أقل من نحو 1000 سعرة في اليوم)، يعرّضك لفقدان العضلات وحصى المرارة والدوخة وعودة الوزن. الوتيرة الآمنة نحو نصف كيلو إلى كيلو في الأسبوع، لذلك أخطط لهدفك بهذه الوتيرة، بوجبات منتظمة وعجز معتدل في السعرات. إن كانت لديك حالة صحية فاستشر طبيبك أولًا.',
    es: 'Una nota de seguridad: bajar de peso más rápido de aproximadamente 1 kg por semana, o comer demasiado poco (menos de unas 1000 kcal al día), conlleva riesgo de perder músculo, cálculos biliares, mareos y recuperar el peso. Un ritmo seguro es de unos 0,5 a 1 kg por semana, así que planeo tu objetivo a ese ritmo, con comidas regulares y un déficit moderado. Si tienes alguna enfermedad, consulta antes a tu médico.',
    de: 'Ein Hinweis zur Sicherheit: Schneller als etwa 1 kg pro Woche abzunehmen oder viel zu wenig zu essen (unter etwa 1000 kcal am Tag) riskiert Muskelabbau, Gallensteine, Schwindel und den Jo-Jo-Effekt. Ein sicheres Tempo sind etwa 0,5 bis 1 kg pro Woche, deshalb plane ich dein Ziel in diesem Tempo, mit regelmäßigen Mahlzeiten und einem moderaten Defizit. Wenn du eine Erkrankung hast, sprich vorher mit deiner Ärztin oder deinem Arzt.',
  },
  drugs: {
    en: "A note on safety: steroids, SARMs and other performance drugs carry real health risks (heart and liver strain, hormone and fertility problems, mood changes) and are often illegal without a prescription, so I won't include them. Without them, about 0.25 to 0.5 kg of muscle a week is a realistic pace for most people; I'll plan strong, drug-free progress at that rate. If you're considering hormones for a medical reason, talk to a doctor.",
    ar: 'ملاحظة للسلامة: المنشطات والستيرويدات وSARMs وأدوية تحسين الأداء الأخرى تحمل مخاطر صحية حقيقية (إجهاد القلب والكبد، ومشكلات الهرمونات والخصوبة، وتقلبات المزاج)، وكثيرًا ما تكون ممنوعة دون وصفة طبية، لذلك لن أدرجها. دونها، يُعدّ اكتساب نحو ربع إلى نصف كيلو من العضلات أسبوعيًا وتيرة واقعية لمعظم الناس؛ وسأخطط لتقدّم قوي وخالٍ من المنشطات بهذه الوتيرة. إن كنت تفكر في الهرمونات لسبب طبي فتحدث إلى طبيب.',
    es: 'Una nota de seguridad: los esteroides, los SARMs y otras sustancias para mejorar el rendimiento tienen riesgos reales para la salud (sobrecarga del corazón y del hígado, problemas hormonales y de fertilidad, cambios de ánimo) y a menudo son ilegales sin receta, así que no los incluiré. Sin ellos, ganar de 0,25 a 0,5 kg de músculo por semana es un ritmo realista para la mayoría; planearé un progreso sólido y sin sustancias a ese ritmo. Si piensas en hormonas por un motivo médico, habla con un médico.',
    de: 'Ein Hinweis zur Sicherheit: Steroide, SARMs und andere leistungssteigernde Mittel haben echte Gesundheitsrisiken (Belastung von Herz und Leber, Hormon- und Fruchtbarkeitsprobleme, Stimmungsschwankungen) und sind ohne Rezept oft illegal, deshalb plane ich sie nicht ein. Ohne sie sind etwa 0,25 bis 0,5 kg Muskeln pro Woche für die meisten ein realistisches Tempo; ich plane starken, dopingfreien Fortschritt in diesem Tempo. Wenn du Hormone aus medizinischen Gründen erwägst, sprich mit einer Ärztin oder einem Arzt.',
  },
  drug_advice: {
    en: 'I can\'t give doses, cycles or sources for steroids, SARMs, clenbuterol or other performance drugs: they carry real risks (heart rhythm problems, liver and hormone damage, dependence) and are often illegal without a prescription, and no dose of them is safe to plan without a doctor. If you\'re thinking about them for a medical reason, please talk to a doctor. If you tell me your goal (for example "lose 4 kg of fat by summer" or "gain muscle"), I\'ll build a drug-free plan at a pace that works.',
    ar: 'لا أستطيع أن أقدّم جرعات أو دورات أو مصادر للستيرويدات أو SARMs أو الكلينبوترول أو غيرها من منشطات الأداء: فهي تحمل مخاطر حقيقية (اضطراب نظم القلب وأضرار الكبد والهرمونات والإدمان)، وكثيرًا ما تكون غير قانونية دون وصفة طبية، ولا توجد جرعة منها يمكن التخطيط لها بأمان دون طبيب. إن كنت تفكر فيها لسبب طبي فتحدث مع طبيب. وإذا أخبرتني بهدفك (مثلًا «أريد أن أخسر 4 كيلو من الدهون قبل الصيف» أو «بناء العضلات») فسأعدّ لك خطة من دون منشطات بوتيرة آمنة.',
    es: 'No puedo darte dosis, ciclos ni dónde conseguir esteroides, SARMs, clembuterol u otras sustancias para mejorar el rendimiento: tienen riesgos reales (arritmias, daño hepático y hormonal, dependencia), a menudo son ilegales sin receta y ninguna dosis es segura de planificar sin un médico. Si lo estás pensando por un motivo médico, habla con un médico. Si me cuentas tu objetivo (por ejemplo «perder 4 kg de grasa antes del verano» o «ganar músculo»), te preparo un plan sin sustancias a un ritmo que funciona.',
    de: 'Dosierungen, Kuren oder Bezugsquellen für Steroide, SARMs, Clenbuterol oder andere leistungssteigernde Mittel kann ich dir nicht geben: Sie haben echte Risiken (Herzrhythmusstörungen, Leber- und Hormonschäden, Abhängigkeit), sind ohne Rezept oft illegal, und keine Dosis davon lässt sich ohne Ärztin oder Arzt sicher planen. Wenn du aus medizinischen Gründen darüber nachdenkst, sprich bitte mit einer Ärztin oder einem Arzt. Wenn du mir dein Ziel nennst (zum Beispiel „bis zum Sommer 4 kg Fett verlieren“ oder „Muskeln aufbauen“), erstelle ich dir einen Plan ohne solche Mittel in einem Tempo, das funktioniert.',
  },
  medication: {
    en: "I can't help you stop, cut down or replace a prescribed medicine on your own: changing it without the person who prescribed it can bring back what it treats, cause withdrawal or a dangerous rebound, and herbs or fasting are not a substitute. Please talk to your doctor or pharmacist first; they can plan any change safely with you. I'm glad to help with other goals, such as sleep, movement or habits that support your treatment.",
    ar: 'لا أستطيع مساعدتك على إيقاف دواء موصوف لك أو تقليله أو استبداله بنفسك: تغييره دون الطبيب الذي وصفه قد يعيد ما يعالجه، أو يسبب أعراض انسحاب أو انتكاسة خطيرة، والأعشاب أو الصيام ليست بديلًا عنه. أرجو أن تتحدث أولًا مع طبيبك أو الصيدلي؛ فهما يستطيعان التخطيط لأي تغيير معك بأمان. ويسعدني أن أساعدك في أهداف أخرى مثل النوم أو الحركة أو عادات تدعم علاجك.',
    es: 'No puedo ayudarte a dejar, reducir o sustituir por tu cuenta un medicamento recetado: cambiarlo sin quien te lo recetó puede hacer que vuelva lo que trata, provocar abstinencia o un rebote peligroso, y las hierbas o el ayuno no lo sustituyen. Habla primero con tu médico o farmacéutico; ellos pueden planear contigo cualquier cambio de forma segura. Con gusto te ayudo con otros objetivos, como el sueño, el movimiento o hábitos que apoyen tu tratamiento.',
    de: 'Ich kann dir nicht helfen, ein verschriebenes Medikament auf eigene Faust abzusetzen, zu reduzieren oder zu ersetzen: Eine Änderung ohne die Person, die es verschrieben hat, kann das Behandelte zurückbringen, Entzugserscheinungen oder einen gefährlichen Rückfall auslösen, und Kräuter oder Fasten sind kein Ersatz. Bitte sprich zuerst mit deiner Ärztin, deinem Arzt oder in der Apotheke; dort kann jede Änderung sicher mit dir geplant werden. Bei anderen Zielen wie Schlaf, Bewegung oder Gewohnheiten, die deine Behandlung unterstützen, helfe ich gern.',
  },
  minor: {
    en: "Thanks for telling me your age. While you're still growing, dieting, cutting calories, diet pills or training hard to lose weight can hold back your growth and health, so I won't make a weight-loss plan. Please talk with a parent or another adult you trust and your doctor about it. If you like, I can help with a plan for healthy habits instead: getting better at a sport you enjoy, regular meals, sleep or more energy.",
    ar: 'شكرًا لأنك أخبرتني بعمرك. ما دمت في مرحلة النمو، فإن الحمية أو تقليل السعرات أو حبوب التنحيف أو التمرين الشديد لإنقاص الوزن قد تؤثر في نموك وصحتك، لذلك لن أضع خطة لإنقاص الوزن. أرجو أن تتحدث في ذلك مع أحد والديك أو شخص بالغ تثق به ومع طبيبك. وإن أحببت، أساعدك بدلًا من ذلك في خطة لعادات صحية: التحسن في رياضة تحبها، أو وجبات منتظمة، أو النوم، أو طاقة أكثر.',
    es: 'Gracias por decirme tu edad. Mientras sigues creciendo, hacer dieta, recortar calorías, tomar pastillas o entrenar muy fuerte para bajar de peso puede frenar tu crecimiento y tu salud, así que no voy a hacer un plan para adelgazar. Habla de ello con tu madre, tu padre u otro adulto de confianza y con tu médico. Si quieres, te ayudo con un plan de hábitos saludables: mejorar en un deporte que te guste, comidas regulares, dormir bien o tener más energía.',
    de: 'Danke, dass du mir dein Alter sagst. Solange du noch wächst, können Diäten, Kalorienzählen, Abnehmpillen oder hartes Training zum Abnehmen deinem Wachstum und deiner Gesundheit schaden, deshalb mache ich keinen Abnehmplan. Sprich bitte mit deinen Eltern oder einem anderen Erwachsenen, dem du vertraust, und mit deiner Ärztin oder deinem Arzt darüber. Wenn du magst, helfe ich dir stattdessen mit einem Plan für gesunde Gewohnheiten: besser werden in einem Sport, der dir Spaß macht, regelmäßige Mahlzeiten, Schlaf oder mehr Energie.',
  },
  contraindicated: {
    en: 'With the condition you describe, some exercises can make it worse, so a plan needs to fit what your doctor or physiotherapist allows. Please check with them first about what you may do. When they\'ve cleared you, tell me what they allowed (for example "my physio cleared me for light running") and I\'ll build the plan within it.',
    ar: 'مع الحالة التي تصفها، قد تزيد بعض التمارين الأمر سوءًا، لذلك يجب أن تناسب الخطة ما يسمح به طبيبك أو أخصائي العلاج الطبيعي. أرجو أن تسألهم أولًا عمّا يمكنك فعله. وحين يسمحون لك، أخبرني بما سمحوا به (مثلًا: «سمح لي أخصائي العلاج الطبيعي بالجري الخفيف») وسأبني الخطة ضمنه.',
    es: 'Con la afección que describes, algunos ejercicios pueden empeorarla, así que el plan tiene que ajustarse a lo que permita tu médico o fisioterapeuta. Consúltales primero qué puedes hacer. Cuando te den el visto bueno, dime qué te permitieron (por ejemplo: «mi fisio me permite correr suave») y armo el plan dentro de eso.',
    de: 'Bei dem, was du beschreibst, können manche Übungen es verschlimmern, deshalb muss ein Plan zu dem passen, was deine Ärztin, dein Arzt oder deine Physiotherapie erlaubt. Kläre bitte zuerst mit ihnen, was du machen darfst. Sobald du grünes Licht hast, sag mir, was erlaubt ist (zum Beispiel „Meine Physio erlaubt lockeres Laufen“), und ich baue den Plan innerhalb davon.',
  },
  harm_others: {
    en: "I can't help with that: it could harm someone else or break the law, so I won't plan it. If something between you and another person is weighing on you, talking it through with someone you trust or a professional can help. I'm happy to help with a goal of your own.",
    ar: 'لا أستطيع المساعدة في هذا: قد يضر شخصًا آخر أو يخالف القانون، لذلك لن أضع له خطة. إن كان هناك ما يثقل عليك بينك وبين شخص آخر، فقد يفيدك الحديث عنه مع شخص تثق به أو مع مختص. ويسعدني أن أساعدك في هدف يخصك أنت.',
    es: 'No puedo ayudar con eso: podría hacer daño a otra persona o ser ilegal, así que no voy a planearlo. Si algo entre tú y otra persona te pesa, hablarlo con alguien de confianza o con un profesional puede ayudarte. Con gusto te ayudo con un objetivo propio.',
    de: 'Dabei kann ich nicht helfen: Es könnte jemand anderem schaden oder gegen das Gesetz verstoßen, deshalb plane ich es nicht. Wenn dich etwas zwischen dir und einem anderen Menschen belastet, kann ein Gespräch mit jemandem, dem du vertraust, oder mit Fachleuten helfen. Bei einem eigenen Ziel helfe ich dir gern.',
  },
  abusive: {
    en: "I hear that you're frustrated, and I'm sorry if I've been unhelpful. I'm here to help: tell me what you'd like to achieve, and I'll do my best to make a plan that works for you.",
    ar: 'أفهم أنك منزعج، وآسف إن لم أكن مفيدًا. أنا هنا لأساعدك: أخبرني بما تريد تحقيقه، وسأبذل جهدي لأضع لك خطة تناسبك.',
    es: 'Entiendo que estés frustrado, y siento si no te he servido de ayuda. Estoy aquí para ayudarte: cuéntame qué quieres lograr y haré lo posible por preparar un plan que te funcione.',
    de: 'Ich merke, dass du frustriert bist, und es tut mir leid, wenn ich dir nicht weitergeholfen habe. Ich bin da, um zu helfen: Sag mir, was du erreichen möchtest, und ich gebe mein Bestes für einen Plan, der zu dir passt.',
  },
  unsafe_plan: {
    en: "I couldn't make a plan that is safe for this request, so I won't propose one. Please tell me more about your goal, or adjust it (for example a slower pace), and if a health condition is involved, check with your doctor first.",
    ar: 'لم أستطع إعداد خطة آمنة لهذا الطلب، لذلك لن أقترح خطة. أخبرني بالمزيد عن هدفك أو عدّله (مثلًا بوتيرة أبطأ)، وإن كانت هناك حالة صحية فاستشر طبيبك أولًا.',
    es: 'No pude hacer un plan seguro para esta petición, así que no voy a proponer ninguno. Cuéntame más sobre tu objetivo o ajústalo (por ejemplo, a un ritmo más lento), y si hay algún problema de salud, consulta antes a tu médico.',
    de: 'Für diese Anfrage konnte ich keinen sicheren Plan erstellen, deshalb schlage ich keinen vor. Erzähl mir mehr über dein Ziel oder pass es an (zum Beispiel ein langsameres Tempo), und wenn eine Erkrankung im Spiel ist, sprich vorher mit deiner Ärztin oder deinem Arzt.',
  },
} as const satisfies Record<string, Texts>;

/** Said when a plan is still on hold for a doctor's clearance. */
export const CLEARANCE_REMINDER: Texts = {
  en: 'Before I make this plan, please have a doctor check what you described. When they\'ve cleared you, tell me (for example "my doctor cleared me") and I\'ll build it right away.',
  ar: 'قبل أن أضع هذه الخطة، أرجو أن يفحص طبيب ما وصفته. حين يسمح لك، أخبرني (مثلًا: «سمح لي الطبيب») وسأبنيها فورًا.',
  es: 'Antes de hacer este plan, por favor que un médico revise lo que me contaste. Cuando te dé el visto bueno, dímelo (por ejemplo: «el médico me dio el visto bueno») y lo preparo enseguida.',
  de: 'Bevor ich diesen Plan erstelle, lass bitte ärztlich abklären, was du beschrieben hast. Sobald du grünes Licht hast, sag es mir (zum Beispiel „Mein Arzt hat grünes Licht gegeben“), und ich baue ihn sofort.',
};

/** The re-aimed weight-loss goal: {from} the asked weeks, {to} the planned weeks, {amount} with its unit, {rate}. */
export const REAIMED: Texts = {
  en: 'Losing {amount} in {from} would be more than 1 kg a week, which is not safe. I planned the same goal over {to} weeks instead (about {rate} a week).',
  ar: 'إنقاص {amount} خلال {from} يعني أكثر من كيلو في الأسبوع، وهذا غير آمن. لذلك خططت للهدف نفسه على مدى {to} أسبوعًا (نحو {rate} في الأسبوع).',
  es: 'Bajar {amount} en {from} supondría más de 1 kg por semana, y eso no es seguro. He planeado el mismo objetivo en {to} semanas (unos {rate} por semana).',
  de: '{amount} in {from} abzunehmen wäre mehr als 1 kg pro Woche, und das ist nicht sicher. Ich habe dasselbe Ziel stattdessen über {to} Wochen geplant (etwa {rate} pro Woche).',
};

export const WEEKS: Texts = { en: '{n} weeks', ar: '{n} أسابيع', es: '{n} semanas', de: '{n} Wochen' };
export const ONE_WEEK: Texts = { en: '1 week', ar: 'أسبوع واحد', es: '1 semana', de: '1 Woche' };

const RESOURCE_TEXTS = {
  emergency: {
    en: 'In danger right now: call your local emergency number.',
    ar: 'إن كنت في خطر الآن: اتصل برقم الطوارئ المحلي.',
    es: 'Si estás en peligro ahora: llama al número de emergencias de tu país.',
    de: 'Wenn du gerade in Gefahr bist: ruf den Notruf an.',
  },
  crisis_line: {
    en: 'A free, confidential crisis line in your country: findahelpline.com lists them.',
    ar: 'خط مساعدة مجاني وسري في بلدك: تجده في findahelpline.com.',
    es: 'Una línea de ayuda gratuita y confidencial en tu país: findahelpline.com las reúne.',
    de: 'Eine kostenlose, vertrauliche Krisen-Hotline in deinem Land: findahelpline.com listet sie auf.',
  },
  trusted_person: {
    en: 'Someone you trust: a friend, a family member or your doctor.',
    ar: 'شخص تثق به: صديق أو أحد أفراد عائلتك أو طبيبك.',
    es: 'Alguien de confianza: un amigo, un familiar o tu médico.',
    de: 'Ein Mensch, dem du vertraust: Freundin, Freund, Familie oder deine Ärztin, dein Arzt.',
  },
  ed_support: {
    en: 'Eating-disorder support: your doctor can refer you; findahelpline.com lists support lines.',
    ar: 'دعم اضطرابات الأكل: يمكن لطبيبك أن يحيلك، ويضم findahelpline.com خطوط دعم.',
    es: 'Apoyo para trastornos alimentarios: tu médico puede derivarte; findahelpline.com reúne líneas de ayuda.',
    de: 'Hilfe bei Essstörungen: deine Ärztin oder dein Arzt kann dich überweisen; findahelpline.com listet Beratungsstellen.',
  },
  doctor: {
    en: 'Your doctor, or a physiotherapist for pain or an injury.',
    ar: 'طبيبك، أو أخصائي علاج طبيعي للألم أو الإصابة.',
    es: 'Tu médico, o un fisioterapeuta si se trata de dolor o una lesión.',
    de: 'Deine Ärztin oder dein Arzt, bei Schmerzen oder Verletzungen auch Physiotherapie.',
  },
} as const satisfies Record<string, Texts>;

type ResourceId = keyof typeof RESOURCE_TEXTS;
const WITH_URL: ReadonlySet<ResourceId> = new Set(['crisis_line', 'ed_support']);

export function resources(ids: readonly ResourceId[], language: TPlanLanguage): TSafetyResource[] {
  return ids.map((id) => ({ label: RESOURCE_TEXTS[id][language], url: WITH_URL.has(id) ? HELPLINES : null }));
}

export function fill(template: string, values: Record<string, string | number>): string {
  return template.replace(/\{(\w+)\}/g, (whole, key: string) => (key in values ? String(values[key]) : whole));
}
