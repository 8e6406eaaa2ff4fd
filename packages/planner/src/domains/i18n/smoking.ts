import type { DomainTexts } from '../../i18n.ts';
import { confidenceQuestion } from '../common.ts';
import { sharedTexts } from './common.ts';

export const smokingTexts: DomainTexts = {
  ar: {
    ...sharedTexts('ar', confidenceQuestion),
    'quitting smoking': 'الإقلاع عن التدخين',
    'If you are pregnant, have heart disease or take regular medication, ask your doctor or pharmacist which stop-smoking aids suit you: quitting can change how some medicines work. Free stop-smoking services and quitlines in most countries double your chances; your doctor or pharmacist can point you to one.':
      'إذا كنتِ حاملًا، أو لديك مرض في القلب، أو تتناول أدوية بانتظام، فاسأل طبيبك أو الصيدلي عن وسائل الإقلاع المناسبة لك: فالإقلاع قد يغيّر طريقة عمل بعض الأدوية. خدمات الإقلاع عن التدخين وخطوط المساعدة المجانية متوفرة في معظم البلدان وتضاعف فرصك؛ ويمكن لطبيبك أو الصيدلي أن يدلّك على إحداها.',
    'a smoke-free life': 'حياة بلا تدخين',
    'Prepare to quit': 'الاستعداد للإقلاع',
    'Log your triggers, set a quit date, get nicotine replacement sorted with a pharmacist, and clear out cigarettes, lighters or spare pods.':
      'سجّل محفزاتك، وحدد موعدًا للإقلاع، ورتّب بدائل النيكوتين مع الصيدلي، وتخلّص من السجائر والولاعات والعبوات الاحتياطية.',
    'People who plan their quit date, know their triggers and use support are far more likely to stay quit.':
      'من يخطط لموعد إقلاعه ويعرف محفزاته ويستعين بالدعم أكثر قدرة بكثير على الثبات.',
    'Quit day and the first weeks': 'يوم الإقلاع والأسابيع الأولى',
    'No smoking or vaping from your quit date, with a craving plan for every trigger and nicotine replacement used every day as advised.':
      'لا تدخين ولا سيجارة إلكترونية منذ يوم الإقلاع، مع خطة لكل محفّز للرغبة، واستخدام بدائل النيكوتين يوميًا حسب الإرشادات.',
    'Cravings and withdrawal are strongest in the first 2 to 4 weeks; a plan for each moment gets you through them.':
      'الرغبة الشديدة وأعراض الانسحاب تبلغ ذروتها في أول أسبوعين إلى أربعة أسابيع؛ وخطة لكل لحظة تساعدك على تجاوزها.',
    'Stay smoke-free': 'البقاء بلا تدخين',
    'Keep the craving plan, prepare for risky moments (alcohol, stress, parties) and learn from any slip.':
      'حافظ على خطة مواجهة الرغبة، واستعد للحظات الخطرة (الكحول، الضغط، الحفلات)، وتعلّم من أي زلّة.',
    'Most relapses happen in the first three months, usually in a situation you can plan for.':
      'معظم حالات الانتكاس تحدث في الأشهر الثلاثة الأولى، وغالبًا في موقف يمكنك التخطيط له.',
    'Trigger log': 'سجل المحفزات',
    'Each time you smoke or vape today, write down the time, where you were, what you were doing or feeling, and how strong the urge was (0 to 10). Tonight, circle your top 3 triggers and write one thing you will do instead of each.':
      'في كل مرة تدخن فيها أو تستخدم السيجارة الإلكترونية اليوم، اكتب الوقت والمكان وما كنت تفعله أو تشعر به، ومدى قوة الرغبة (من 0 إلى 10). في المساء، حدّد أهم 3 محفزات واكتب لكل منها شيئًا واحدًا ستفعله بدلًا من التدخين.',
    'Knowing your triggers lets you plan for them instead of being ambushed by them.':
      'معرفة محفزاتك تتيح لك التخطيط لها بدل أن تفاجئك.',
    'Quit date and support': 'موعد الإقلاع والدعم',
    'Pick your quit date within the next two weeks and write it down. Talk to a pharmacist about nicotine replacement: a patch plus a fast-acting form (gum, lozenge or spray) works best. Ask your doctor about stop-smoking medicines and find a free local stop-smoking service or quitline. Tell two people your date.':
      'اختر موعد إقلاعك خلال الأسبوعين القادمين واكتبه. تحدث إلى الصيدلي عن بدائل النيكوتين: اللصقة مع شكل سريع المفعول (علكة أو أقراص استحلاب أو بخاخ) هي الأنجع. اسأل طبيبك عن أدوية الإقلاع، وابحث عن خدمة محلية مجانية أو خط مساعدة للإقلاع. وأخبر شخصين بموعدك.',
    'Nicotine replacement or medicine plus support roughly doubles or triples the chance of quitting for good.':
      'بدائل النيكوتين أو الأدوية مع الدعم تضاعف فرصة الإقلاع النهائي مرتين أو ثلاثًا تقريبًا.',
    'Nicotine step-down': 'التخفيض التدريجي للنيكوتين',
    'Vape only at set times, never all day: put the device away between them, and keep it out of the bedroom and the car. Drop to the next lower nicotine strength every 1 to 2 weeks (for example 20, 12, 6, 3, then 0 mg/ml), then stop on your quit date.':
      'استخدم السيجارة الإلكترونية في أوقات محددة فقط، لا طوال اليوم: ضع الجهاز بعيدًا بينها، وأبقِه خارج غرفة النوم والسيارة. انتقل إلى التركيز الأقل من النيكوتين كل أسبوع أو أسبوعين (مثلًا 20 ثم 12 ثم 6 ثم 3 ثم 0 ملغ/مل)، ثم توقف في يوم الإقلاع.',
    'Fewer, planned vaping times and lower strengths shrink the habit and the nicotine dose before you stop.':
      'مرات أقل ومخطط لها وتركيزات أدنى تقلّص العادة وجرعة النيكوتين قبل أن تتوقف.',
    'Smoke-free home and car': 'منزل وسيارة بلا تدخين',
    'Make your home and car smoke-free from today and throw out lighters and ashtrays. Before the quit date, delay the first cigarette of the day by 30 minutes more each day; after it, start every morning with your nicotine patch.':
      'اجعل منزلك وسيارتك خاليين من التدخين بدءًا من اليوم، وتخلّص من الولاعات والمنافض. قبل موعد الإقلاع، أخّر أول سيجارة في اليوم 30 دقيقة إضافية كل يوم؛ وبعده، ابدأ كل صباح بلصقة النيكوتين.',
    'Breaking the link between places and smoking makes the habit weaker before you stop.':
      'فكّ الارتباط بين الأماكن والتدخين يُضعف العادة قبل أن تتوقف.',
    'Craving plan practice': 'التدرّب على خطة مواجهة الرغبة',
    'Go through your craving plan, the 4 Ds: Delay 5 minutes (a craving peaks and passes within 3 to 5 minutes), Deep breathing (in for 4, out for 6, ten times), Drink a glass of water, Do something else (walk round the block, chew gum, text a friend). Use it at every urge today and note how strong the urge was before and after.':
      'راجع خطتك لمواجهة الرغبة بخطواتها الأربع: أجّل 5 دقائق (الرغبة تبلغ ذروتها وتزول خلال 3 إلى 5 دقائق)، وتنفّس بعمق (شهيق 4 ثوانٍ وزفير 6، عشر مرات)، واشرب كوب ماء، وانشغل بشيء آخر (امشِ قليلًا، امضغ علكة، راسل صديقًا). طبّقها عند كل رغبة اليوم، وسجّل قوة الرغبة قبلها وبعدها.',
    'A rehearsed plan turns a craving from a crisis into a few minutes you know how to get through.':
      'الخطة المتمرَّن عليها تحوّل الرغبة من أزمة إلى دقائق قليلة تعرف كيف تتجاوزها.',
    'Walk off a craving': 'امشِ لتتخلص من الرغبة',
    'Take a 10 to 20 minute brisk walk, ideally at a time you used to smoke or vape (after meals, on a break). Leave cigarettes, vapes and money for them at home.':
      'امشِ بسرعة 10 إلى 20 دقيقة، ويُفضّل في وقت كنت تدخن فيه عادة (بعد الوجبات أو في الاستراحة). اترك السجائر والأجهزة والمال المخصص لها في المنزل.',
    'Even a short bout of exercise cuts cravings and withdrawal symptoms.':
      'حتى التمرين القصير يخفف الرغبة وأعراض الانسحاب.',
    'Risky moments and slips': 'اللحظات الخطرة والزلّات',
    'Write down the next risky moment this week (drinks, a stressful meeting, friends who smoke) and exactly what you will do instead. If you slipped, note what happened and what you will change; one slip does not undo your progress, so carry on from your quit date.':
      'اكتب اللحظة الخطرة القادمة هذا الأسبوع (مشروبات، اجتماع مرهق، أصدقاء يدخنون) وما ستفعله بالضبط بدلًا من التدخين. إن زللت، فسجّل ما حدث وما ستغيّره؛ زلّة واحدة لا تلغي تقدمك، فتابع من موعد إقلاعك.',
    'Most relapses follow a predictable trigger; a slip handled well stays a slip.':
      'معظم الانتكاسات تتبع محفزًا متوقعًا؛ والزلّة التي تُعالج جيدًا تبقى مجرد زلّة.',
    'The routine stays steady: what changes is the nicotine, down to none from your quit date.':
      'يبقى الروتين ثابتًا: ما يتغير هو النيكوتين، حتى يصل إلى الصفر من يوم الإقلاع.',
    'Three quick questions about cravings, slips and confidence.': 'ثلاثة أسئلة سريعة عن الرغبة والزلّات والثقة.',
    'Your answers decide whether the plan adds more craving support or moves on to staying smoke-free.':
      'إجاباتك تحدد ما إذا كانت الخطة ستضيف دعمًا أكبر لمواجهة الرغبة أم تنتقل إلى مرحلة الثبات.',
    'Did you smoke or vape since the last check-in?': 'هل دخّنت أو استخدمت السيجارة الإلكترونية منذ آخر مراجعة؟',
    'Yes, most days': 'نعم، معظم الأيام',
    'A few times': 'بضع مرات',
    Once: 'مرة واحدة',
    'Not at all': 'إطلاقًا',
    'How did you handle cravings?': 'كيف تعاملت مع الرغبة الشديدة؟',
    'They won most of the time': 'غلبتني معظم الوقت',
    'Hard, but I got through some': 'صعبة، لكني تجاوزت بعضها',
    'My craving plan worked most times': 'نجحت خطتي في معظم المرات',
    'Cravings are fading': 'الرغبة بدأت تخفت',
    'Vaping sessions a day': 'مرات استخدام السيجارة الإلكترونية يوميًا',
    sessions: 'مرات',
    'Counting vaping sessions shows the habit shrinking, down to none from your quit date.':
      'عدّ مرات الاستخدام يُظهر تقلّص العادة حتى تتوقف تمامًا من يوم الإقلاع.',
    'Cigarettes a day': 'السجائر يوميًا',
    cigarettes: 'سجائر',
    'Cigarettes a day, from where you start to {target}, is the clearest measure of the goal.':
      'عدد السجائر يوميًا، من نقطة بدايتك حتى {target}، هو أوضح مقياس للهدف.',
    'Nicotine-free days in the last 7': 'أيام بلا نيكوتين في آخر 7 أيام',
    days: 'أيام',
    'A full week without smoking or vaping, week after week, is what staying quit looks like.':
      'أسبوع كامل بلا تدخين ولا سيجارة إلكترونية، أسبوعًا بعد أسبوع، هذا هو شكل الإقلاع الدائم.',
    'Strongest craving this week (0 to 10)': 'أقوى رغبة هذا الأسبوع (من 0 إلى 10)',
    score: 'درجة',
    'Cravings fade in strength and number over the first weeks; seeing that helps you hold on.':
      'تخفّ الرغبة قوةً وعددًا خلال الأسابيع الأولى؛ ورؤية ذلك تساعدك على الصمود.',
    'Cravings pass in 3 to 5 minutes: delay, breathe, drink water, do something else.':
      'الرغبة تزول خلال 3 إلى 5 دقائق: أجّل، تنفّس، اشرب ماء، انشغل بشيء آخر.',
    'Knowing a craving is short makes it easier to wait out.': 'معرفة أن الرغبة قصيرة تجعل انتظار زوالها أسهل.',
    'Use your nicotine replacement every day as advised, not only when cravings hit.':
      'استخدم بديل النيكوتين يوميًا حسب الإرشادات، لا عند اشتداد الرغبة فقط.',
    'Steady nicotine replacement takes the edge off withdrawal; too little is the most common reason it seems not to work.':
      'البديل المنتظم يخفف حدة الانسحاب؛ والجرعة القليلة هي أكثر سبب شائع لظن أنه لا ينفع.',
    'Put the money you would have spent on cigarettes or vapes in a jar or a savings pot.':
      'ضع المال الذي كنت ستنفقه على السجائر أو السيجارة الإلكترونية في حصالة أو حساب ادخار.',
    'Watching the savings grow is a real, visible reward.': 'رؤية المدخرات تكبر مكافأة حقيقية وملموسة.',
    'Not even a puff: one cigarette or one hit often leads back to the old habit.':
      'ولا نفَسًا واحدًا: سيجارة واحدة أو نفخة واحدة كثيرًا ما تعيدك إلى العادة القديمة.',
    'The "just one" thought is the most common start of a relapse.': 'فكرة «واحدة فقط» هي أكثر بدايات الانتكاس شيوعًا.',
    'Plan a different drink or a short walk for the moment you used to smoke or vape after meals or coffee.':
      'خطّط لمشروب مختلف أو مشي قصير في اللحظة التي كنت تدخن فيها بعد الوجبات أو القهوة.',
    'Replacing the ritual, not only the nicotine, breaks the link.':
      'استبدال الطقس نفسه، لا النيكوتين فقط، هو ما يفك الارتباط.',
    'If you slip, do not give up: note the trigger, plan for it, and carry on.':
      'إن زللت فلا تستسلم: سجّل المحفز، وخطّط له، وتابع.',
    'Many people need a few attempts; each one teaches you something for the next.':
      'كثيرون يحتاجون إلى عدة محاولات؛ وكل محاولة تعلّمك شيئًا للمرة القادمة.',
  },
  es: {
    ...sharedTexts('es', confidenceQuestion),
    'quitting smoking': 'dejar de fumar',
    'If you are pregnant, have heart disease or take regular medication, ask your doctor or pharmacist which stop-smoking aids suit you: quitting can change how some medicines work. Free stop-smoking services and quitlines in most countries double your chances; your doctor or pharmacist can point you to one.':
      'Si estás embarazada, tienes una enfermedad del corazón o tomas medicación habitual, pregunta a tu médico o farmacéutico qué ayudas para dejar de fumar te convienen: dejarlo puede cambiar cómo actúan algunos medicamentos. En la mayoría de los países hay servicios y líneas gratuitas para dejar de fumar que duplican tus posibilidades; tu médico o farmacéutico puede indicarte uno.',
    'a smoke-free life': 'una vida sin tabaco',
    'Prepare to quit': 'Prepárate para dejarlo',
    'Log your triggers, set a quit date, get nicotine replacement sorted with a pharmacist, and clear out cigarettes, lighters or spare pods.':
      'Apunta tus desencadenantes, fija una fecha para dejarlo, organiza la terapia de sustitución de nicotina con tu farmacéutico y deshazte de cigarrillos, mecheros o cápsulas de repuesto.',
    'People who plan their quit date, know their triggers and use support are far more likely to stay quit.':
      'Quienes planifican su fecha, conocen sus desencadenantes y se apoyan en ayuda tienen muchas más probabilidades de no recaer.',
    'Quit day and the first weeks': 'El día D y las primeras semanas',
    'No smoking or vaping from your quit date, with a craving plan for every trigger and nicotine replacement used every day as advised.':
      'Nada de fumar ni vapear desde tu fecha, con un plan para cada desencadenante y la sustitución de nicotina usada cada día según las indicaciones.',
    'Cravings and withdrawal are strongest in the first 2 to 4 weeks; a plan for each moment gets you through them.':
      'Las ganas y la abstinencia son más fuertes las primeras 2 a 4 semanas; tener un plan para cada momento te ayuda a superarlas.',
    'Stay smoke-free': 'Seguir sin fumar',
    'Keep the craving plan, prepare for risky moments (alcohol, stress, parties) and learn from any slip.':
      'Mantén tu plan contra las ganas, prepárate para los momentos de riesgo (alcohol, estrés, fiestas) y aprende de cualquier desliz.',
    'Most relapses happen in the first three months, usually in a situation you can plan for.':
      'La mayoría de las recaídas ocurren en los tres primeros meses, normalmente en situaciones que se pueden prever.',
    'Trigger log': 'Registro de desencadenantes',
    'Each time you smoke or vape today, write down the time, where you were, what you were doing or feeling, and how strong the urge was (0 to 10). Tonight, circle your top 3 triggers and write one thing you will do instead of each.':
      'Cada vez que fumes o vapees hoy, anota la hora, dónde estabas, qué hacías o sentías y lo fuertes que eran las ganas (0 a 10). Por la noche, marca tus 3 desencadenantes principales y escribe qué harás en su lugar en cada caso.',
    'Knowing your triggers lets you plan for them instead of being ambushed by them.':
      'Conocer tus desencadenantes te permite anticiparte en vez de que te pillen por sorpresa.',
    'Quit date and support': 'Fecha para dejarlo y apoyo',
    'Pick your quit date within the next two weeks and write it down. Talk to a pharmacist about nicotine replacement: a patch plus a fast-acting form (gum, lozenge or spray) works best. Ask your doctor about stop-smoking medicines and find a free local stop-smoking service or quitline. Tell two people your date.':
      'Elige tu fecha para dejarlo dentro de las próximas dos semanas y escríbela. Habla con tu farmacéutico sobre la sustitución de nicotina: un parche más una forma de acción rápida (chicle, comprimido o espray) es lo que mejor funciona. Pregunta a tu médico por los medicamentos para dejar de fumar y busca un servicio o una línea gratuita para dejar de fumar cerca de ti. Cuéntale tu fecha a dos personas.',
    'Nicotine replacement or medicine plus support roughly doubles or triples the chance of quitting for good.':
      'La sustitución de nicotina o la medicación, junto con apoyo, duplica o triplica las posibilidades de dejarlo para siempre.',
    'Nicotine step-down': 'Bajada gradual de nicotina',
    'Vape only at set times, never all day: put the device away between them, and keep it out of the bedroom and the car. Drop to the next lower nicotine strength every 1 to 2 weeks (for example 20, 12, 6, 3, then 0 mg/ml), then stop on your quit date.':
      'Vapea solo a horas fijas, nunca todo el día: guarda el dispositivo entre una y otra, y mantenlo fuera del dormitorio y del coche. Baja a la siguiente concentración de nicotina cada 1 o 2 semanas (por ejemplo 20, 12, 6, 3 y luego 0 mg/ml) y déjalo en tu fecha.',
    'Fewer, planned vaping times and lower strengths shrink the habit and the nicotine dose before you stop.':
      'Menos momentos de vapeo, planificados, y concentraciones más bajas reducen el hábito y la dosis de nicotina antes de dejarlo.',
    'Smoke-free home and car': 'Casa y coche sin humo',
    'Make your home and car smoke-free from today and throw out lighters and ashtrays. Before the quit date, delay the first cigarette of the day by 30 minutes more each day; after it, start every morning with your nicotine patch.':
      'Desde hoy, tu casa y tu coche son espacios sin humo; tira mecheros y ceniceros. Antes de tu fecha, retrasa cada día 30 minutos más el primer cigarrillo; después, empieza cada mañana con tu parche de nicotina.',
    'Breaking the link between places and smoking makes the habit weaker before you stop.':
      'Romper la asociación entre lugares y tabaco debilita el hábito antes de dejarlo.',
    'Craving plan practice': 'Practica tu plan contra las ganas',
    'Go through your craving plan, the 4 Ds: Delay 5 minutes (a craving peaks and passes within 3 to 5 minutes), Deep breathing (in for 4, out for 6, ten times), Drink a glass of water, Do something else (walk round the block, chew gum, text a friend). Use it at every urge today and note how strong the urge was before and after.':
      'Repasa tu plan contra las ganas en cuatro pasos: espera 5 minutos (las ganas llegan a su pico y se pasan en 3 a 5 minutos), respira hondo (4 segundos al tomar aire, 6 al soltarlo, diez veces), bebe un vaso de agua y haz otra cosa (da una vuelta a la manzana, masca chicle, escribe a un amigo). Úsalo cada vez que tengas ganas hoy y anota cuánto te apretaban antes y después.',
    'A rehearsed plan turns a craving from a crisis into a few minutes you know how to get through.':
      'Un plan ensayado convierte las ganas de una crisis en unos minutos que sabes cómo superar.',
    'Walk off a craving': 'Camina para que se pasen las ganas',
    'Take a 10 to 20 minute brisk walk, ideally at a time you used to smoke or vape (after meals, on a break). Leave cigarettes, vapes and money for them at home.':
      'Da un paseo a paso rápido de 10 a 20 minutos, mejor a una hora en la que solías fumar o vapear (después de comer, en un descanso). Deja en casa los cigarrillos, el vapeador y el dinero para comprarlos.',
    'Even a short bout of exercise cuts cravings and withdrawal symptoms.':
      'Incluso un rato corto de ejercicio reduce las ganas y los síntomas de abstinencia.',
    'Risky moments and slips': 'Momentos de riesgo y deslices',
    'Write down the next risky moment this week (drinks, a stressful meeting, friends who smoke) and exactly what you will do instead. If you slipped, note what happened and what you will change; one slip does not undo your progress, so carry on from your quit date.':
      'Escribe el próximo momento de riesgo de esta semana (unas copas, una reunión tensa, amigos que fuman) y qué harás exactamente en su lugar. Si tuviste un desliz, anota qué pasó y qué vas a cambiar; un desliz no borra tu progreso, así que sigue adelante desde tu fecha.',
    'Most relapses follow a predictable trigger; a slip handled well stays a slip.':
      'La mayoría de las recaídas siguen a un desencadenante previsible; un desliz bien gestionado se queda en desliz.',
    'The routine stays steady: what changes is the nicotine, down to none from your quit date.':
      'La rutina se mantiene estable: lo que cambia es la nicotina, que llega a cero desde tu fecha.',
    'Three quick questions about cravings, slips and confidence.':
      'Tres preguntas rápidas sobre las ganas, los deslices y tu confianza.',
    'Your answers decide whether the plan adds more craving support or moves on to staying smoke-free.':
      'Tus respuestas deciden si el plan añade más apoyo contra las ganas o pasa a ayudarte a seguir sin fumar.',
    'Did you smoke or vape since the last check-in?': '¿Has fumado o vapeado desde el último control?',
    'Yes, most days': 'Sí, casi todos los días',
    'A few times': 'Algunas veces',
    Once: 'Una vez',
    'Not at all': 'Nada',
    'How did you handle cravings?': '¿Cómo llevaste las ganas?',
    'They won most of the time': 'Me ganaron casi siempre',
    'Hard, but I got through some': 'Difícil, pero superé algunas',
    'My craving plan worked most times': 'Mi plan funcionó casi siempre',
    'Cravings are fading': 'Las ganas están bajando',
    'Vaping sessions a day': 'Veces que vapeas al día',
    sessions: 'veces',
    'Counting vaping sessions shows the habit shrinking, down to none from your quit date.':
      'Contar las veces que vapeas muestra cómo se reduce el hábito, hasta cero desde tu fecha.',
    'Cigarettes a day': 'Cigarrillos al día',
    cigarettes: 'cigarrillos',
    'Cigarettes a day, from where you start to {target}, is the clearest measure of the goal.':
      'Los cigarrillos al día, desde donde empiezas hasta {target}, son la medida más clara del objetivo.',
    'Nicotine-free days in the last 7': 'Días sin nicotina en los últimos 7',
    days: 'días',
    'A full week without smoking or vaping, week after week, is what staying quit looks like.':
      'Una semana entera sin fumar ni vapear, semana tras semana: así se ve haberlo dejado.',
    'Strongest craving this week (0 to 10)': 'Ganas más fuertes de esta semana (0 a 10)',
    score: 'puntos',
    'Cravings fade in strength and number over the first weeks; seeing that helps you hold on.':
      'Las ganas pierden fuerza y frecuencia en las primeras semanas; verlo te ayuda a aguantar.',
    'Cravings pass in 3 to 5 minutes: delay, breathe, drink water, do something else.':
      'Las ganas se pasan en 3 a 5 minutos: espera, respira, bebe agua, haz otra cosa.',
    'Knowing a craving is short makes it easier to wait out.': 'Saber que las ganas duran poco hace más fácil esperar.',
    'Use your nicotine replacement every day as advised, not only when cravings hit.':
      'Usa la sustitución de nicotina todos los días según las indicaciones, no solo cuando aprieten las ganas.',
    'Steady nicotine replacement takes the edge off withdrawal; too little is the most common reason it seems not to work.':
      'Una sustitución constante suaviza la abstinencia; usar poca es la razón más común de que parezca no funcionar.',
    'Put the money you would have spent on cigarettes or vapes in a jar or a savings pot.':
      'Guarda en un bote o una hucha el dinero que te habrías gastado en tabaco o vapeo.',
    'Watching the savings grow is a real, visible reward.': 'Ver crecer el ahorro es una recompensa real y visible.',
    'Not even a puff: one cigarette or one hit often leads back to the old habit.':
      'Ni una calada: un solo cigarrillo o una sola calada al vapeador suele devolverte al viejo hábito.',
    'The "just one" thought is the most common start of a relapse.':
      'El pensamiento de «solo uno» es el comienzo más habitual de una recaída.',
    'Plan a different drink or a short walk for the moment you used to smoke or vape after meals or coffee.':
      'Planifica otra bebida o un paseo corto para el momento en que solías fumar o vapear después de comer o del café.',
    'Replacing the ritual, not only the nicotine, breaks the link.':
      'Sustituir el ritual, no solo la nicotina, es lo que rompe la asociación.',
    'If you slip, do not give up: note the trigger, plan for it, and carry on.':
      'Si tienes un desliz, no te rindas: apunta el desencadenante, planifica para la próxima vez y sigue.',
    'Many people need a few attempts; each one teaches you something for the next.':
      'Mucha gente necesita varios intentos; cada uno te enseña algo para el siguiente.',
  },
  de: {
    ...sharedTexts('de', confidenceQuestion),
    'quitting smoking': 'Rauchstopp',
    'If you are pregnant, have heart disease or take regular medication, ask your doctor or pharmacist which stop-smoking aids suit you: quitting can change how some medicines work. Free stop-smoking services and quitlines in most countries double your chances; your doctor or pharmacist can point you to one.':
      'Wenn du schwanger bist, eine Herzerkrankung hast oder regelmäßig Medikamente nimmst, frag in der Arztpraxis oder Apotheke, welche Hilfen zum Rauchstopp für dich passen: Aufhören kann die Wirkung mancher Medikamente verändern. Kostenlose Rauchstopp-Angebote und Beratungstelefone gibt es in den meisten Ländern, und sie verdoppeln deine Chancen; deine Praxis oder Apotheke nennt dir eins.',
    'a smoke-free life': 'ein rauchfreies Leben',
    'Prepare to quit': 'Den Rauchstopp vorbereiten',
    'Log your triggers, set a quit date, get nicotine replacement sorted with a pharmacist, and clear out cigarettes, lighters or spare pods.':
      'Notier deine Auslöser, leg einen Rauchstopp-Tag fest, kläre den Nikotinersatz in der Apotheke und räum Zigaretten, Feuerzeuge und Ersatz-Pods weg.',
    'People who plan their quit date, know their triggers and use support are far more likely to stay quit.':
      'Wer seinen Stopptag plant, seine Auslöser kennt und Unterstützung nutzt, bleibt viel häufiger rauchfrei.',
    'Quit day and the first weeks': 'Stopptag und die ersten Wochen',
    'No smoking or vaping from your quit date, with a craving plan for every trigger and nicotine replacement used every day as advised.':
      'Ab dem Stopptag kein Rauchen und kein Dampfen, mit einem Plan für jeden Auslöser und täglichem Nikotinersatz wie empfohlen.',
    'Cravings and withdrawal are strongest in the first 2 to 4 weeks; a plan for each moment gets you through them.':
      'Verlangen und Entzug sind in den ersten 2 bis 4 Wochen am stärksten; ein Plan für jeden Moment bringt dich durch.',
    'Stay smoke-free': 'Rauchfrei bleiben',
    'Keep the craving plan, prepare for risky moments (alcohol, stress, parties) and learn from any slip.':
      'Bleib bei deinem Plan gegen das Verlangen, bereite dich auf riskante Momente vor (Alkohol, Stress, Partys) und lerne aus jedem Ausrutscher.',
    'Most relapses happen in the first three months, usually in a situation you can plan for.':
      'Die meisten Rückfälle passieren in den ersten drei Monaten, meist in Situationen, die man vorhersehen kann.',
    'Trigger log': 'Auslöser-Protokoll',
    'Each time you smoke or vape today, write down the time, where you were, what you were doing or feeling, and how strong the urge was (0 to 10). Tonight, circle your top 3 triggers and write one thing you will do instead of each.':
      'Schreib heute bei jeder Zigarette oder jedem Zug an der E-Zigarette auf: Uhrzeit, Ort, was du getan oder gefühlt hast und wie stark das Verlangen war (0 bis 10). Markier am Abend deine 3 wichtigsten Auslöser und notier für jeden, was du stattdessen tun wirst.',
    'Knowing your triggers lets you plan for them instead of being ambushed by them.':
      'Wenn du deine Auslöser kennst, kannst du vorplanen, statt von ihnen überrumpelt zu werden.',
    'Quit date and support': 'Stopptag und Unterstützung',
    'Pick your quit date within the next two weeks and write it down. Talk to a pharmacist about nicotine replacement: a patch plus a fast-acting form (gum, lozenge or spray) works best. Ask your doctor about stop-smoking medicines and find a free local stop-smoking service or quitline. Tell two people your date.':
      'Wähl deinen Stopptag innerhalb der nächsten zwei Wochen und schreib ihn auf. Sprich in der Apotheke über Nikotinersatz: ein Pflaster plus eine schnell wirkende Form (Kaugummi, Lutschtablette oder Spray) wirkt am besten. Frag in deiner Arztpraxis nach Medikamenten zur Rauchentwöhnung und such dir ein kostenloses Rauchstopp-Angebot oder Beratungstelefon in deiner Nähe. Erzähl zwei Menschen von deinem Termin.',
    'Nicotine replacement or medicine plus support roughly doubles or triples the chance of quitting for good.':
      'Nikotinersatz oder Medikamente plus Unterstützung verdoppeln bis verdreifachen die Chance, dauerhaft aufzuhören.',
    'Nicotine step-down': 'Nikotin schrittweise senken',
    'Vape only at set times, never all day: put the device away between them, and keep it out of the bedroom and the car. Drop to the next lower nicotine strength every 1 to 2 weeks (for example 20, 12, 6, 3, then 0 mg/ml), then stop on your quit date.':
      'Dampf nur zu festen Zeiten, nie den ganzen Tag: Leg das Gerät dazwischen weg und halt es aus Schlafzimmer und Auto raus. Geh alle 1 bis 2 Wochen auf die nächstniedrigere Nikotinstärke (zum Beispiel 20, 12, 6, 3, dann 0 mg/ml) und hör an deinem Stopptag ganz auf.',
    'Fewer, planned vaping times and lower strengths shrink the habit and the nicotine dose before you stop.':
      'Weniger, geplante Dampfzeiten und geringere Stärken verkleinern Gewohnheit und Nikotindosis, bevor du aufhörst.',
    'Smoke-free home and car': 'Rauchfreie Wohnung, rauchfreies Auto',
    'Make your home and car smoke-free from today and throw out lighters and ashtrays. Before the quit date, delay the first cigarette of the day by 30 minutes more each day; after it, start every morning with your nicotine patch.':
      'Mach Wohnung und Auto ab heute rauchfrei und wirf Feuerzeuge und Aschenbecher weg. Schieb vor dem Stopptag die erste Zigarette des Tages jeden Tag um weitere 30 Minuten hinaus; danach beginnt jeder Morgen mit deinem Nikotinpflaster.',
    'Breaking the link between places and smoking makes the habit weaker before you stop.':
      'Wenn du die Verbindung zwischen Orten und Rauchen löst, wird die Gewohnheit schon vor dem Stopp schwächer.',
    'Craving plan practice': 'Plan gegen das Verlangen üben',
    'Go through your craving plan, the 4 Ds: Delay 5 minutes (a craving peaks and passes within 3 to 5 minutes), Deep breathing (in for 4, out for 6, ten times), Drink a glass of water, Do something else (walk round the block, chew gum, text a friend). Use it at every urge today and note how strong the urge was before and after.':
      'Geh deinen Plan gegen das Verlangen in vier Schritten durch: 5 Minuten aufschieben (Verlangen erreicht seinen Höhepunkt und vergeht in 3 bis 5 Minuten), tief atmen (4 Sekunden ein, 6 aus, zehnmal), ein Glas Wasser trinken, etwas anderes tun (um den Block gehen, Kaugummi kauen, jemandem schreiben). Nutz ihn heute bei jedem Verlangen und notier, wie stark es vorher und nachher war.',
    'A rehearsed plan turns a craving from a crisis into a few minutes you know how to get through.':
      'Ein geübter Plan macht aus dem Verlangen statt einer Krise ein paar Minuten, die du zu überstehen weißt.',
    'Walk off a craving': 'Das Verlangen weggehen',
    'Take a 10 to 20 minute brisk walk, ideally at a time you used to smoke or vape (after meals, on a break). Leave cigarettes, vapes and money for them at home.':
      'Geh 10 bis 20 Minuten zügig spazieren, am besten zu einer Zeit, zu der du sonst geraucht oder gedampft hast (nach dem Essen, in der Pause). Lass Zigaretten, E-Zigarette und Geld dafür zu Hause.',
    'Even a short bout of exercise cuts cravings and withdrawal symptoms.':
      'Schon kurze Bewegung verringert Verlangen und Entzugserscheinungen.',
    'Risky moments and slips': 'Riskante Momente und Ausrutscher',
    'Write down the next risky moment this week (drinks, a stressful meeting, friends who smoke) and exactly what you will do instead. If you slipped, note what happened and what you will change; one slip does not undo your progress, so carry on from your quit date.':
      'Schreib den nächsten riskanten Moment dieser Woche auf (ein Abend mit Drinks, ein stressiges Meeting, rauchende Freunde) und was genau du stattdessen tun wirst. Falls du ausgerutscht bist, notier, was passiert ist und was du änderst; ein Ausrutscher macht deinen Fortschritt nicht zunichte, also mach ab deinem Stopptag weiter.',
    'Most relapses follow a predictable trigger; a slip handled well stays a slip.':
      'Die meisten Rückfälle folgen einem vorhersehbaren Auslöser; ein gut aufgefangener Ausrutscher bleibt ein Ausrutscher.',
    'The routine stays steady: what changes is the nicotine, down to none from your quit date.':
      'Die Routine bleibt gleich: Was sich ändert, ist das Nikotin, ab deinem Stopptag auf null.',
    'Three quick questions about cravings, slips and confidence.':
      'Drei kurze Fragen zu Verlangen, Ausrutschern und Zuversicht.',
    'Your answers decide whether the plan adds more craving support or moves on to staying smoke-free.':
      'Deine Antworten entscheiden, ob der Plan mehr Hilfe gegen das Verlangen einbaut oder zum Rauchfrei-Bleiben übergeht.',
    'Did you smoke or vape since the last check-in?': 'Hast du seit der letzten Rückmeldung geraucht oder gedampft?',
    'Yes, most days': 'Ja, an den meisten Tagen',
    'A few times': 'Ein paar Mal',
    Once: 'Einmal',
    'Not at all': 'Gar nicht',
    'How did you handle cravings?': 'Wie bist du mit dem Verlangen umgegangen?',
    'They won most of the time': 'Es hat meistens gewonnen',
    'Hard, but I got through some': 'Schwer, aber manches habe ich überstanden',
    'My craving plan worked most times': 'Mein Plan hat meistens funktioniert',
    'Cravings are fading': 'Das Verlangen lässt nach',
    'Vaping sessions a day': 'Dampfpausen pro Tag',
    sessions: 'Mal',
    'Counting vaping sessions shows the habit shrinking, down to none from your quit date.':
      'Wenn du die Dampfpausen zählst, siehst du die Gewohnheit schrumpfen, bis auf null ab deinem Stopptag.',
    'Cigarettes a day': 'Zigaretten pro Tag',
    cigarettes: 'Zigaretten',
    'Cigarettes a day, from where you start to {target}, is the clearest measure of the goal.':
      'Zigaretten pro Tag, von deinem Startwert bis {target}, sind das klarste Maß für dein Ziel.',
    'Nicotine-free days in the last 7': 'Nikotinfreie Tage in den letzten 7',
    days: 'Tage',
    'A full week without smoking or vaping, week after week, is what staying quit looks like.':
      'Eine ganze Woche ohne Rauchen oder Dampfen, Woche für Woche: So sieht rauchfrei bleiben aus.',
    'Strongest craving this week (0 to 10)': 'Stärkstes Verlangen diese Woche (0 bis 10)',
    score: 'Punkte',
    'Cravings fade in strength and number over the first weeks; seeing that helps you hold on.':
      'Das Verlangen wird in den ersten Wochen schwächer und seltener; das zu sehen hilft dir durchzuhalten.',
    'Cravings pass in 3 to 5 minutes: delay, breathe, drink water, do something else.':
      'Verlangen vergeht in 3 bis 5 Minuten: aufschieben, atmen, Wasser trinken, etwas anderes tun.',
    'Knowing a craving is short makes it easier to wait out.':
      'Zu wissen, dass das Verlangen kurz ist, macht das Abwarten leichter.',
    'Use your nicotine replacement every day as advised, not only when cravings hit.':
      'Nimm deinen Nikotinersatz jeden Tag wie empfohlen, nicht nur, wenn das Verlangen kommt.',
    'Steady nicotine replacement takes the edge off withdrawal; too little is the most common reason it seems not to work.':
      'Gleichmäßiger Nikotinersatz nimmt dem Entzug die Spitze; eine zu geringe Dosis ist der häufigste Grund, warum er scheinbar nicht wirkt.',
    'Put the money you would have spent on cigarettes or vapes in a jar or a savings pot.':
      'Leg das Geld, das du für Zigaretten oder Liquids ausgegeben hättest, in ein Glas oder auf ein Sparkonto.',
    'Watching the savings grow is a real, visible reward.':
      'Zuzusehen, wie das Ersparte wächst, ist eine echte, sichtbare Belohnung.',
    'Not even a puff: one cigarette or one hit often leads back to the old habit.':
      'Nicht mal ein Zug: Eine einzige Zigarette oder ein Zug an der E-Zigarette führt oft zurück in die alte Gewohnheit.',
    'The "just one" thought is the most common start of a relapse.':
      'Der Gedanke „nur eine“ ist der häufigste Beginn eines Rückfalls.',
    'Plan a different drink or a short walk for the moment you used to smoke or vape after meals or coffee.':
      'Plan ein anderes Getränk oder einen kurzen Spaziergang für den Moment, in dem du sonst nach dem Essen oder zum Kaffee geraucht oder gedampft hast.',
    'Replacing the ritual, not only the nicotine, breaks the link.':
      'Wer das Ritual ersetzt, nicht nur das Nikotin, löst die Verbindung.',
    'If you slip, do not give up: note the trigger, plan for it, and carry on.':
      'Wenn du ausrutschst, gib nicht auf: Notier den Auslöser, plan dafür und mach weiter.',
    'Many people need a few attempts; each one teaches you something for the next.':
      'Viele brauchen mehrere Anläufe; jeder lehrt dich etwas für den nächsten.',
  },
};
