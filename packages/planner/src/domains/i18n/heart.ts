import type { DomainTexts } from '../../i18n.ts';
import { consistencyQuestion } from '../common.ts';
import { sharedTexts } from './common.ts';

export const heartTexts: DomainTexts = {
  ar: {
    ...sharedTexts('ar', consistencyQuestion('brisk walks')),
    'heart health': 'صحة القلب',
    'This plan never changes your medication: keep taking what your doctor prescribed and discuss any change with them. Chest pain or pressure, sudden breathlessness, fainting, a sudden severe headache, or a reading above 180/120 need urgent medical care: call emergency services.':
      'هذه الخطة لا تغيّر أدويتك أبدًا: استمر في تناول ما وصفه طبيبك وناقش معه أي تغيير. ألم الصدر أو الضغط عليه، أو ضيق النفس المفاجئ، أو الإغماء، أو صداع شديد مفاجئ، أو قراءة أعلى من 180/120 تستدعي رعاية طبية عاجلة: اتصل بالطوارئ.',
    'a healthier heart': 'قلب أكثر صحة',
    'Know your numbers': 'اعرف أرقامك',
    'A week of home readings or your latest blood test as the baseline, short brisk walks, and a look at how much salt and saturated fat you eat now.':
      'أسبوع من القياسات المنزلية أو آخر تحليل دم لديك كنقطة بداية، ومشي سريع قصير، ونظرة إلى كمية الملح والدهون المشبعة التي تتناولها الآن.',
    'Your own numbers show where you start and let you and your doctor see the effect of every change.':
      'أرقامك تُظهر من أين تبدأ، وتتيح لك ولطبيبك رؤية أثر كل تغيير.',
    'Swap and move': 'استبدل وتحرّك',
    'Build to 150 minutes of brisk activity a week and make one food swap at a time: less salt and saturated fat, more fibre, vegetables and potassium-rich foods.':
      'ارفع نشاطك تدريجيًا إلى 150 دقيقة من النشاط السريع أسبوعيًا، واستبدل طعامًا واحدًا في كل مرة: ملح ودهون مشبعة أقل، وألياف وخضار وأطعمة غنية بالبوتاسيوم أكثر.',
    'Regular aerobic activity and these food changes each lower blood pressure and LDL cholesterol; together they add up.':
      'النشاط الهوائي المنتظم وهذه التغييرات الغذائية يخفض كلٌّ منها ضغط الدم والكوليسترول الضار؛ ومعًا يتضاعف أثرها.',
    'Sustain and review': 'الاستمرار والمراجعة',
    'Keep the routine, compare your numbers with week 1, and take your log to your doctor or nurse.':
      'حافظ على الروتين، وقارن أرقامك بالأسبوع الأول، وخذ سجلك إلى طبيبك أو الممرض.',
    'Heart health is kept over years; routines that fit your week and a review with your doctor make it last.':
      'صحة القلب تُصان على مدى سنوات؛ والروتين الذي يناسب أسبوعك والمراجعة مع طبيبك يجعلانها تدوم.',
    'Brisk walk': 'مشي سريع',
    'Walk briskly: fast enough that you can talk but not sing. Start with what feels comfortable and add 5 minutes a week until you reach 30 minutes. Cycling or swimming count too. Stop and seek help if you get chest pain, severe breathlessness or dizziness.':
      'امشِ بسرعة: بحيث تستطيع الكلام لا الغناء. ابدأ بما يريحك وأضف 5 دقائق أسبوعيًا حتى تصل إلى 30 دقيقة. ركوب الدراجة أو السباحة يُحسبان أيضًا. توقف واطلب المساعدة إذا شعرت بألم في الصدر أو ضيق شديد في النفس أو دوخة.',
    'About 150 minutes of moderate activity a week lowers blood pressure and improves cholesterol.':
      'نحو 150 دقيقة أسبوعيًا من النشاط المعتدل تخفض ضغط الدم وتحسّن الكوليسترول.',
    'Home blood pressure check': 'قياس ضغط الدم في المنزل',
    'Before breakfast, caffeine and medication: sit quietly for 5 minutes, back supported, feet flat, arm resting at heart level, cuff on bare skin. Take 2 readings 1 minute apart and write both down. Repeat in the evening. Any reading above 180/120: rest 5 minutes and measure again; if it stays that high, get urgent care.':
      'قبل الفطور والقهوة والدواء: اجلس بهدوء 5 دقائق، وظهرك مسنود، وقدماك على الأرض، وذراعك مرتاحة بمستوى القلب، والكُمّ على الجلد مباشرة. خذ قراءتين بينهما دقيقة واكتبهما. كرّر ذلك مساءً. إذا تجاوزت أي قراءة 180/120: استرح 5 دقائق وقِس مجددًا؛ وإن بقيت مرتفعة، فاطلب رعاية عاجلة.',
    'Readings taken the same way at home are more reliable than a single reading at the clinic and show your real trend.':
      'القراءات المأخوذة بالطريقة نفسها في المنزل أدق من قراءة واحدة في العيادة، وتُظهر اتجاهك الحقيقي.',
    'Fibre-rich breakfast prep': 'تحضير فطور غني بالألياف',
    'Prepare breakfasts for the next days around soluble fibre: porridge or overnight oats (about 40 g of oats), with fruit, ground flax or a handful of nuts. Add beans, lentils or barley to one lunch or dinner.':
      'حضّر وجبات الفطور للأيام القادمة حول الألياف القابلة للذوبان: عصيدة الشوفان أو الشوفان المنقوع ليلًا (نحو 40 غ من الشوفان) مع فاكهة أو بذور الكتان المطحونة أو حفنة من المكسرات. وأضف الفاصوليا أو العدس أو الشعير إلى غداء أو عشاء واحد.',
    'About 3 g a day of oat beta-glucan and other soluble fibre lowers LDL cholesterol.':
      'نحو 3 غرامات يوميًا من بيتا جلوكان الشوفان والألياف القابلة للذوبان الأخرى تخفض الكوليسترول الضار.',
    'Low-salt meal planning': 'تخطيط وجبات قليلة الملح',
    'Plan the next days’ meals to stay under 5 g of salt a day (about one teaspoon, most of it hidden in bread, cheese, processed meat, sauces and ready meals). Check labels: more than 1.5 g of salt per 100 g is high. Add potassium-rich foods: vegetables, beans, bananas, potatoes, yoghurt (if you have kidney disease or take potassium-affecting medicine, ask your doctor first).':
      'خطط لوجبات الأيام القادمة لتبقى تحت 5 غ من الملح يوميًا (نحو ملعقة صغيرة، معظمها مخفي في الخبز والجبن واللحوم المصنعة والصلصات والوجبات الجاهزة). اقرأ الملصقات: أكثر من 1.5 غ ملح لكل 100 غ يُعد مرتفعًا. أضف أطعمة غنية بالبوتاسيوم: الخضار والبقول والموز والبطاطس واللبن (إذا كان لديك مرض في الكلى أو تتناول دواءً يؤثر في البوتاسيوم، فاسأل طبيبك أولًا).',
    'Cutting salt and eating more potassium-rich foods lowers blood pressure within weeks.':
      'تقليل الملح وتناول مزيد من الأطعمة الغنية بالبوتاسيوم يخفضان ضغط الدم خلال أسابيع.',
    'Saturated fat swaps': 'استبدال الدهون المشبعة',
    'Plan the next days’ meals with one swap each: butter and coconut oil for olive or rapeseed oil, fatty and processed meat for fish (oily fish twice a week), beans or poultry, cream and full-fat cheese for lower-fat versions, biscuits and pastries for fruit or a handful of unsalted nuts.':
      'خطط لوجبات الأيام القادمة مع استبدال واحد في كل وجبة: الزبدة وزيت جوز الهند بزيت الزيتون أو زيت الكانولا، واللحوم الدهنية والمصنعة بالسمك (السمك الدهني مرتين أسبوعيًا) أو البقول أو الدواجن، والقشدة والجبن كامل الدسم بأنواع قليلة الدسم، والبسكويت والمعجنات بالفاكهة أو حفنة من المكسرات غير المملحة.',
    'Replacing saturated fat with unsaturated fats lowers LDL cholesterol.':
      'استبدال الدهون المشبعة بالدهون غير المشبعة يخفض الكوليسترول الضار.',
    'Light strength session': 'جلسة قوة خفيفة',
    'Chair squats, wall push-ups, band rows and calf raises: 2 rounds of 10 to 15 slow reps. Breathe out as you push and never hold your breath.':
      'القرفصاء على الكرسي، والضغط على الحائط، والسحب بالحبل المطاطي، ورفع الكعبين: جولتان من 10 إلى 15 تكرارًا بطيئًا. ازفر أثناء الدفع ولا تحبس نفَسك أبدًا.',
    'Two light strength sessions a week help blood pressure and blood fats; steady breathing keeps pressure spikes away.':
      'جلستا قوة خفيفتان أسبوعيًا تفيدان ضغط الدم ودهون الدم؛ والتنفس المنتظم يمنع الارتفاعات المفاجئة في الضغط.',
    'Slow breathing wind-down': 'تهدئة بالتنفس البطيء',
    'Sit comfortably and breathe slowly: in through the nose for 4 seconds, out for 6, for 10 minutes. Then put screens away for the evening.':
      'اجلس براحة وتنفس ببطء: شهيق من الأنف 4 ثوانٍ، وزفير 6 ثوانٍ، لمدة 10 دقائق. ثم ضع الشاشات جانبًا لبقية المساء.',
    'Slow breathing and better sleep calm the stress response that pushes blood pressure up.':
      'التنفس البطيء والنوم الأفضل يهدّئان استجابة التوتر التي ترفع ضغط الدم.',
    'Activity grows gently, about 5% a week, so your heart and any medication have time to adjust.':
      'يزداد النشاط بلطف، نحو 5% أسبوعيًا، ليتسنى لقلبك ولأي دواء تتناوله وقت للتكيّف.',
    'Three quick questions about your activity, food and how you feel.': 'ثلاثة أسئلة سريعة عن نشاطك وطعامك وكيف تشعر.',
    'Your answers tune the coming weeks; share symptoms and big changes in your numbers with your doctor.':
      'إجاباتك تضبط الأسابيع القادمة؛ وأخبر طبيبك بأي أعراض أو تغيّرات كبيرة في أرقامك.',
    'How many of the planned brisk walks did you do?': 'كم من جولات المشي السريع المخطط لها أنجزت؟',
    'On how many days did you keep to your food swaps?': 'في كم يومًا التزمت ببدائل الطعام؟',
    'Hardly any': 'تقريبًا لا شيء',
    'A few': 'أيام قليلة',
    'Most days': 'معظم الأيام',
    'Nearly every day': 'كل يوم تقريبًا',
    'Any chest discomfort, dizziness or unusual breathlessness?':
      'هل شعرت بانزعاج في الصدر أو دوخة أو ضيق نفس غير معتاد؟',
    'Yes: I will contact my doctor (urgent care for chest pain)': 'نعم: سأتواصل مع طبيبي (ورعاية عاجلة عند ألم الصدر)',
    'Brief light-headedness once or twice': 'دوار خفيف عابر مرة أو مرتين',
    None: 'لا شيء',
    'Average home systolic blood pressure': 'متوسط الضغط الانقباضي في القياس المنزلي',
    mmHg: 'ملم زئبق',
    'The top number averaged over a week of home readings; many guidelines aim below 130/80, but agree your own target with your doctor.':
      'الرقم الأعلى بمتوسط أسبوع من القياسات المنزلية؛ كثير من الإرشادات تستهدف أقل من 130/80، لكن اتفق على هدفك مع طبيبك.',
    'LDL cholesterol (latest blood test)': 'الكوليسترول الضار LDL (آخر تحليل دم)',
    'mg/dL': 'ملغ/دسل',
    'LDL is the cholesterol that clogs arteries; it is measured by a blood test, often about 3 months after changes. Your doctor sets your target.':
      'الكوليسترول الضار هو الذي يسدّ الشرايين؛ ويُقاس بتحليل دم، غالبًا بعد نحو 3 أشهر من التغييرات. طبيبك هو من يحدد هدفك.',
    'mmol/L': 'مليمول/لتر',
    'Brisk activity this week': 'النشاط السريع هذا الأسبوع',
    min: 'دقيقة',
    '150 minutes a week of moderate activity is the amount linked to lower blood pressure and heart risk.':
      '150 دقيقة أسبوعيًا من النشاط المعتدل هي الكمية المرتبطة بانخفاض ضغط الدم ومخاطر القلب.',
    'Days this week under 5 g of salt': 'أيام هذا الأسبوع بأقل من 5 غ من الملح',
    days: 'أيام',
    'Most salt is hidden in bought food; counting low-salt days keeps the swap visible.':
      'معظم الملح مخفي في الأطعمة الجاهزة؛ وعدّ الأيام قليلة الملح يُبقي التغيير واضحًا أمامك.',
    'Days this week with oats, beans or lentils': 'أيام هذا الأسبوع مع الشوفان أو البقول أو العدس',
    'Soluble fibre most days is one of the surest food changes for LDL cholesterol.':
      'تناول الألياف القابلة للذوبان معظم الأيام من أضمن التغييرات الغذائية لخفض الكوليسترول الضار.',
    'Measure your blood pressure at the same times each day, seated and rested, and log both readings.':
      'قِس ضغط دمك في الأوقات نفسها يوميًا، جالسًا ومرتاحًا، وسجّل القراءتين.',
    'Consistent readings make the trend trustworthy for you and your doctor.':
      'القراءات المنتظمة تجعل الاتجاه موثوقًا لك ولطبيبك.',
    'Check the salt on the label of one food you buy often; pick a lower-salt version if there is one.':
      'تحقق من كمية الملح على ملصق طعام تشتريه كثيرًا؛ واختر نوعًا أقل ملحًا إن وُجد.',
    'Bread, cheese, sauces and processed meat carry most of the salt people eat.':
      'الخبز والجبن والصلصات واللحوم المصنعة تحمل معظم الملح الذي يتناوله الناس.',
    'Have oats, beans or lentils in at least one meal today.':
      'تناول الشوفان أو البقول أو العدس في وجبة واحدة على الأقل اليوم.',
    'Soluble fibre binds cholesterol in the gut so less of it reaches your blood.':
      'الألياف القابلة للذوبان ترتبط بالكوليسترول في الأمعاء فيصل منه أقل إلى دمك.',
    'Take your medication as prescribed; if side effects bother you, talk to your doctor rather than stopping.':
      'تناول دواءك كما وُصف لك؛ وإذا أزعجتك آثاره الجانبية، فتحدث إلى طبيبك بدل أن توقفه.',
    'Lifestyle changes add to medication; stopping it on your own can raise your risk quickly.':
      'تغييرات نمط الحياة تُضاف إلى الدواء ولا تحل محله؛ وإيقافه من تلقاء نفسك قد يرفع الخطر بسرعة.',
    'Keep alcohol within low-risk limits and take a few alcohol-free days each week.':
      'إن كنت تشرب الكحول فابقَ ضمن الحدود منخفضة الخطورة، وخصص أيامًا خالية من الكحول كل أسبوع.',
    'Alcohol raises blood pressure and adds empty calories.': 'الكحول يرفع ضغط الدم ويضيف سعرات حرارية فارغة.',
    'If you smoke, ask your pharmacist or doctor about support to stop.':
      'إذا كنت تدخن، فاسأل الصيدلي أو الطبيب عن الدعم المتاح للإقلاع.',
    'Stopping smoking is the single biggest step for your heart and arteries.':
      'الإقلاع عن التدخين هو أكبر خطوة منفردة لصحة قلبك وشرايينك.',
  },
  es: {
    ...sharedTexts('es', consistencyQuestion('brisk walks')),
    'heart health': 'salud del corazón',
    'This plan never changes your medication: keep taking what your doctor prescribed and discuss any change with them. Chest pain or pressure, sudden breathlessness, fainting, a sudden severe headache, or a reading above 180/120 need urgent medical care: call emergency services.':
      'Este plan nunca cambia tu medicación: sigue tomando lo que te recetó tu médico y consulta con él cualquier cambio. El dolor u opresión en el pecho, la falta de aire repentina, un desmayo, un dolor de cabeza fuerte y repentino o una lectura por encima de 180/120 requieren atención médica urgente: llama a emergencias.',
    'a healthier heart': 'un corazón más sano',
    'Know your numbers': 'Conoce tus cifras',
    'A week of home readings or your latest blood test as the baseline, short brisk walks, and a look at how much salt and saturated fat you eat now.':
      'Una semana de mediciones en casa o tu último análisis de sangre como punto de partida, caminatas cortas a paso rápido y un vistazo a cuánta sal y grasa saturada comes ahora.',
    'Your own numbers show where you start and let you and your doctor see the effect of every change.':
      'Tus propias cifras muestran dónde empiezas y permiten que tú y tu médico veáis el efecto de cada cambio.',
    'Swap and move': 'Cambia y muévete',
    'Build to 150 minutes of brisk activity a week and make one food swap at a time: less salt and saturated fat, more fibre, vegetables and potassium-rich foods.':
      'Llega poco a poco a 150 minutos semanales de actividad a paso vivo y haz un cambio en la comida cada vez: menos sal y grasa saturada, más fibra, verduras y alimentos ricos en potasio.',
    'Regular aerobic activity and these food changes each lower blood pressure and LDL cholesterol; together they add up.':
      'La actividad aeróbica regular y estos cambios en la alimentación bajan la presión arterial y el colesterol LDL; juntos, suman.',
    'Sustain and review': 'Mantener y revisar',
    'Keep the routine, compare your numbers with week 1, and take your log to your doctor or nurse.':
      'Mantén la rutina, compara tus cifras con la semana 1 y lleva tu registro a tu médico o enfermera.',
    'Heart health is kept over years; routines that fit your week and a review with your doctor make it last.':
      'La salud del corazón se cuida durante años; una rutina que encaje en tu semana y una revisión con tu médico hacen que dure.',
    'Brisk walk': 'Caminata a paso rápido',
    'Walk briskly: fast enough that you can talk but not sing. Start with what feels comfortable and add 5 minutes a week until you reach 30 minutes. Cycling or swimming count too. Stop and seek help if you get chest pain, severe breathlessness or dizziness.':
      'Camina a paso vivo: lo bastante rápido para poder hablar pero no cantar. Empieza con lo que te resulte cómodo y suma 5 minutos por semana hasta llegar a 30. La bici o la natación también cuentan. Para y busca ayuda si tienes dolor en el pecho, mucha falta de aire o mareo.',
    'About 150 minutes of moderate activity a week lowers blood pressure and improves cholesterol.':
      'Unos 150 minutos semanales de actividad moderada bajan la presión arterial y mejoran el colesterol.',
    'Home blood pressure check': 'Control de presión arterial en casa',
    'Before breakfast, caffeine and medication: sit quietly for 5 minutes, back supported, feet flat, arm resting at heart level, cuff on bare skin. Take 2 readings 1 minute apart and write both down. Repeat in the evening. Any reading above 180/120: rest 5 minutes and measure again; if it stays that high, get urgent care.':
      'Antes del desayuno, la cafeína y la medicación: siéntate tranquilo 5 minutos, con la espalda apoyada, los pies en el suelo, el brazo apoyado a la altura del corazón y el manguito sobre la piel. Toma 2 lecturas con 1 minuto de diferencia y anota ambas. Repite por la noche. Si alguna lectura supera 180/120: descansa 5 minutos y vuelve a medir; si sigue tan alta, busca atención urgente.',
    'Readings taken the same way at home are more reliable than a single reading at the clinic and show your real trend.':
      'Las lecturas tomadas siempre igual en casa son más fiables que una sola en la consulta y muestran tu tendencia real.',
    'Fibre-rich breakfast prep': 'Preparar desayunos ricos en fibra',
    'Prepare breakfasts for the next days around soluble fibre: porridge or overnight oats (about 40 g of oats), with fruit, ground flax or a handful of nuts. Add beans, lentils or barley to one lunch or dinner.':
      'Prepara los desayunos de los próximos días en torno a la fibra soluble: gachas de avena o avena remojada la noche anterior (unos 40 g de avena), con fruta, linaza molida o un puñado de frutos secos. Añade alubias, lentejas o cebada a una comida o cena.',
    'About 3 g a day of oat beta-glucan and other soluble fibre lowers LDL cholesterol.':
      'Unos 3 g diarios de betaglucano de avena y otra fibra soluble bajan el colesterol LDL.',
    'Low-salt meal planning': 'Planificar comidas bajas en sal',
    'Plan the next days’ meals to stay under 5 g of salt a day (about one teaspoon, most of it hidden in bread, cheese, processed meat, sauces and ready meals). Check labels: more than 1.5 g of salt per 100 g is high. Add potassium-rich foods: vegetables, beans, bananas, potatoes, yoghurt (if you have kidney disease or take potassium-affecting medicine, ask your doctor first).':
      'Planifica las comidas de los próximos días para quedarte por debajo de 5 g de sal al día (una cucharadita, casi toda escondida en el pan, el queso, los embutidos, las salsas y los platos preparados). Mira las etiquetas: más de 1,5 g de sal por 100 g es mucho. Añade alimentos ricos en potasio: verduras, legumbres, plátanos, patatas, yogur (si tienes una enfermedad renal o tomas medicación que afecte al potasio, pregunta antes a tu médico).',
    'Cutting salt and eating more potassium-rich foods lowers blood pressure within weeks.':
      'Reducir la sal y comer más alimentos ricos en potasio baja la presión arterial en pocas semanas.',
    'Saturated fat swaps': 'Cambios de grasa saturada',
    'Plan the next days’ meals with one swap each: butter and coconut oil for olive or rapeseed oil, fatty and processed meat for fish (oily fish twice a week), beans or poultry, cream and full-fat cheese for lower-fat versions, biscuits and pastries for fruit or a handful of unsalted nuts.':
      'Planifica las comidas de los próximos días con un cambio en cada una: mantequilla y aceite de coco por aceite de oliva o de colza, carne grasa y procesada por pescado (pescado azul dos veces por semana), legumbres o aves, nata y queso graso por versiones bajas en grasa, galletas y bollería por fruta o un puñado de frutos secos sin sal.',
    'Replacing saturated fat with unsaturated fats lowers LDL cholesterol.':
      'Sustituir la grasa saturada por grasas insaturadas baja el colesterol LDL.',
    'Light strength session': 'Sesión de fuerza suave',
    'Chair squats, wall push-ups, band rows and calf raises: 2 rounds of 10 to 15 slow reps. Breathe out as you push and never hold your breath.':
      'Sentadillas a la silla, flexiones en la pared, remo con banda y elevaciones de talones: 2 rondas de 10 a 15 repeticiones lentas. Suelta el aire al empujar y nunca aguantes la respiración.',
    'Two light strength sessions a week help blood pressure and blood fats; steady breathing keeps pressure spikes away.':
      'Dos sesiones suaves de fuerza por semana ayudan a la presión arterial y a las grasas en sangre; respirar de forma constante evita picos de presión.',
    'Slow breathing wind-down': 'Respiración lenta para desconectar',
    'Sit comfortably and breathe slowly: in through the nose for 4 seconds, out for 6, for 10 minutes. Then put screens away for the evening.':
      'Siéntate cómodo y respira despacio: toma aire por la nariz durante 4 segundos y suéltalo durante 6, durante 10 minutos. Después, deja las pantallas por esa noche.',
    'Slow breathing and better sleep calm the stress response that pushes blood pressure up.':
      'La respiración lenta y dormir mejor calman la respuesta al estrés que sube la presión arterial.',
    'Activity grows gently, about 5% a week, so your heart and any medication have time to adjust.':
      'La actividad aumenta con suavidad, alrededor de un 5% por semana, para que tu corazón y tu medicación tengan tiempo de adaptarse.',
    'Three quick questions about your activity, food and how you feel.':
      'Tres preguntas rápidas sobre tu actividad, tu alimentación y cómo te sientes.',
    'Your answers tune the coming weeks; share symptoms and big changes in your numbers with your doctor.':
      'Tus respuestas ajustan las próximas semanas; comenta con tu médico cualquier síntoma o cambio grande en tus cifras.',
    'How many of the planned brisk walks did you do?': '¿Cuántas de las caminatas a paso rápido previstas hiciste?',
    'On how many days did you keep to your food swaps?': '¿Cuántos días mantuviste tus cambios en la comida?',
    'Hardly any': 'Casi ninguno',
    'A few': 'Algunos',
    'Most days': 'La mayoría de los días',
    'Nearly every day': 'Casi todos los días',
    'Any chest discomfort, dizziness or unusual breathlessness?':
      '¿Has tenido molestias en el pecho, mareos o falta de aire poco habitual?',
    'Yes: I will contact my doctor (urgent care for chest pain)':
      'Sí: contactaré con mi médico (urgencias si es dolor en el pecho)',
    'Brief light-headedness once or twice': 'Un leve mareo pasajero una o dos veces',
    None: 'Nada',
    'Average home systolic blood pressure': 'Presión sistólica media en casa',
    mmHg: 'mmHg',
    'The top number averaged over a week of home readings; many guidelines aim below 130/80, but agree your own target with your doctor.':
      'La cifra alta, promediada en una semana de lecturas en casa; muchas guías buscan menos de 130/80, pero acuerda tu objetivo con tu médico.',
    'LDL cholesterol (latest blood test)': 'Colesterol LDL (último análisis)',
    'mg/dL': 'mg/dL',
    'LDL is the cholesterol that clogs arteries; it is measured by a blood test, often about 3 months after changes. Your doctor sets your target.':
      'El LDL es el colesterol que obstruye las arterias; se mide con un análisis de sangre, a menudo unos 3 meses después de los cambios. Tu médico fija tu objetivo.',
    'mmol/L': 'mmol/L',
    'Brisk activity this week': 'Actividad a paso vivo esta semana',
    min: 'min',
    '150 minutes a week of moderate activity is the amount linked to lower blood pressure and heart risk.':
      '150 minutos semanales de actividad moderada es la cantidad asociada a menor presión arterial y menor riesgo cardíaco.',
    'Days this week under 5 g of salt': 'Días de esta semana con menos de 5 g de sal',
    days: 'días',
    'Most salt is hidden in bought food; counting low-salt days keeps the swap visible.':
      'La mayor parte de la sal está escondida en la comida comprada; contar los días con poca sal mantiene el cambio a la vista.',
    'Days this week with oats, beans or lentils': 'Días de esta semana con avena, alubias o lentejas',
    'Soluble fibre most days is one of the surest food changes for LDL cholesterol.':
      'Tomar fibra soluble casi todos los días es uno de los cambios más seguros para el colesterol LDL.',
    'Measure your blood pressure at the same times each day, seated and rested, and log both readings.':
      'Mide tu presión arterial cada día a las mismas horas, sentado y en reposo, y anota las dos lecturas.',
    'Consistent readings make the trend trustworthy for you and your doctor.':
      'Unas lecturas constantes hacen que la tendencia sea fiable para ti y tu médico.',
    'Check the salt on the label of one food you buy often; pick a lower-salt version if there is one.':
      'Mira la sal en la etiqueta de algo que compras a menudo; elige una versión con menos sal si la hay.',
    'Bread, cheese, sauces and processed meat carry most of the salt people eat.':
      'El pan, el queso, las salsas y los embutidos aportan la mayor parte de la sal que comemos.',
    'Have oats, beans or lentils in at least one meal today.':
      'Incluye avena, alubias o lentejas en al menos una comida hoy.',
    'Soluble fibre binds cholesterol in the gut so less of it reaches your blood.':
      'La fibra soluble atrapa el colesterol en el intestino y así llega menos a la sangre.',
    'Take your medication as prescribed; if side effects bother you, talk to your doctor rather than stopping.':
      'Toma tu medicación como te la recetaron; si los efectos secundarios te molestan, habla con tu médico en lugar de dejarla.',
    'Lifestyle changes add to medication; stopping it on your own can raise your risk quickly.':
      'Los cambios de hábitos se suman a la medicación; dejarla por tu cuenta puede aumentar el riesgo rápidamente.',
    'Keep alcohol within low-risk limits and take a few alcohol-free days each week.':
      'Mantén el alcohol dentro de límites de bajo riesgo y deja varios días sin alcohol cada semana.',
    'Alcohol raises blood pressure and adds empty calories.':
      'El alcohol sube la presión arterial y añade calorías vacías.',
    'If you smoke, ask your pharmacist or doctor about support to stop.':
      'Si fumas, pregunta a tu farmacéutico o médico por ayuda para dejarlo.',
    'Stopping smoking is the single biggest step for your heart and arteries.':
      'Dejar de fumar es el paso más importante que puedes dar por tu corazón y tus arterias.',
  },
  de: {
    ...sharedTexts('de', consistencyQuestion('brisk walks')),
    'heart health': 'Herzgesundheit',
    'This plan never changes your medication: keep taking what your doctor prescribed and discuss any change with them. Chest pain or pressure, sudden breathlessness, fainting, a sudden severe headache, or a reading above 180/120 need urgent medical care: call emergency services.':
      'Dieser Plan ändert nie deine Medikamente: Nimm weiter, was dir verschrieben wurde, und besprich jede Änderung mit deiner Ärztin oder deinem Arzt. Brustschmerzen oder Druck auf der Brust, plötzliche Atemnot, Ohnmacht, plötzliche starke Kopfschmerzen oder ein Wert über 180/120 brauchen sofort ärztliche Hilfe: Ruf den Notruf.',
    'a healthier heart': 'ein gesünderes Herz',
    'Know your numbers': 'Kenne deine Werte',
    'A week of home readings or your latest blood test as the baseline, short brisk walks, and a look at how much salt and saturated fat you eat now.':
      'Eine Woche Messungen zu Hause oder dein letztes Blutbild als Ausgangswert, kurze zügige Spaziergänge und ein Blick darauf, wie viel Salz und gesättigtes Fett du jetzt isst.',
    'Your own numbers show where you start and let you and your doctor see the effect of every change.':
      'Deine eigenen Werte zeigen, wo du startest, und lassen dich und deine Ärztin oder deinen Arzt die Wirkung jeder Änderung sehen.',
    'Swap and move': 'Austauschen und bewegen',
    'Build to 150 minutes of brisk activity a week and make one food swap at a time: less salt and saturated fat, more fibre, vegetables and potassium-rich foods.':
      'Steigere dich auf 150 Minuten zügige Bewegung pro Woche und tausche beim Essen eins nach dem anderen: weniger Salz und gesättigtes Fett, mehr Ballaststoffe, Gemüse und kaliumreiche Lebensmittel.',
    'Regular aerobic activity and these food changes each lower blood pressure and LDL cholesterol; together they add up.':
      'Regelmäßige Ausdauerbewegung und diese Ernährungsänderungen senken jeweils Blutdruck und LDL-Cholesterin; zusammen summiert sich das.',
    'Sustain and review': 'Dranbleiben und auswerten',
    'Keep the routine, compare your numbers with week 1, and take your log to your doctor or nurse.':
      'Bleib bei der Routine, vergleich deine Werte mit Woche 1 und nimm dein Protokoll mit zur Ärztin, zum Arzt oder in die Praxis.',
    'Heart health is kept over years; routines that fit your week and a review with your doctor make it last.':
      'Herzgesundheit pflegt man über Jahre; Routinen, die in deine Woche passen, und ein Termin in der Praxis machen sie dauerhaft.',
    'Brisk walk': 'Zügiger Spaziergang',
    'Walk briskly: fast enough that you can talk but not sing. Start with what feels comfortable and add 5 minutes a week until you reach 30 minutes. Cycling or swimming count too. Stop and seek help if you get chest pain, severe breathlessness or dizziness.':
      'Geh zügig: so schnell, dass du noch reden, aber nicht mehr singen kannst. Fang mit dem an, was sich gut anfühlt, und leg jede Woche 5 Minuten drauf, bis du bei 30 Minuten bist. Radfahren oder Schwimmen zählen auch. Hör auf und hol dir Hilfe bei Brustschmerzen, starker Atemnot oder Schwindel.',
    'About 150 minutes of moderate activity a week lowers blood pressure and improves cholesterol.':
      'Etwa 150 Minuten moderate Bewegung pro Woche senken den Blutdruck und verbessern das Cholesterin.',
    'Home blood pressure check': 'Blutdruckmessung zu Hause',
    'Before breakfast, caffeine and medication: sit quietly for 5 minutes, back supported, feet flat, arm resting at heart level, cuff on bare skin. Take 2 readings 1 minute apart and write both down. Repeat in the evening. Any reading above 180/120: rest 5 minutes and measure again; if it stays that high, get urgent care.':
      'Vor Frühstück, Kaffee und Medikamenten: 5 Minuten ruhig sitzen, Rücken angelehnt, Füße flach auf dem Boden, Arm auf Herzhöhe abgelegt, Manschette auf der nackten Haut. Zwei Messungen im Abstand von 1 Minute, beide aufschreiben. Abends wiederholen. Ein Wert über 180/120: 5 Minuten ausruhen und erneut messen; bleibt er so hoch, hol dir sofort ärztliche Hilfe.',
    'Readings taken the same way at home are more reliable than a single reading at the clinic and show your real trend.':
      'Zu Hause immer gleich gemessene Werte sind verlässlicher als eine einzelne Messung in der Praxis und zeigen deinen echten Verlauf.',
    'Fibre-rich breakfast prep': 'Ballaststoffreiches Frühstück vorbereiten',
    'Prepare breakfasts for the next days around soluble fibre: porridge or overnight oats (about 40 g of oats), with fruit, ground flax or a handful of nuts. Add beans, lentils or barley to one lunch or dinner.':
      'Bereite das Frühstück für die nächsten Tage rund um lösliche Ballaststoffe vor: Porridge oder Overnight Oats (etwa 40 g Haferflocken) mit Obst, geschrotetem Leinsamen oder einer Handvoll Nüssen. Gib Bohnen, Linsen oder Gerste in ein Mittag- oder Abendessen.',
    'About 3 g a day of oat beta-glucan and other soluble fibre lowers LDL cholesterol.':
      'Etwa 3 g Hafer-Beta-Glucan und andere lösliche Ballaststoffe am Tag senken das LDL-Cholesterin.',
    'Low-salt meal planning': 'Salzarme Mahlzeiten planen',
    'Plan the next days’ meals to stay under 5 g of salt a day (about one teaspoon, most of it hidden in bread, cheese, processed meat, sauces and ready meals). Check labels: more than 1.5 g of salt per 100 g is high. Add potassium-rich foods: vegetables, beans, bananas, potatoes, yoghurt (if you have kidney disease or take potassium-affecting medicine, ask your doctor first).':
      'Plan die Mahlzeiten der nächsten Tage so, dass du unter 5 g Salz am Tag bleibst (etwa ein Teelöffel, das meiste versteckt in Brot, Käse, Wurst, Soßen und Fertiggerichten). Lies die Etiketten: mehr als 1,5 g Salz pro 100 g ist viel. Nimm kaliumreiche Lebensmittel dazu: Gemüse, Hülsenfrüchte, Bananen, Kartoffeln, Joghurt (bei Nierenerkrankungen oder Medikamenten, die den Kaliumspiegel beeinflussen, frag vorher deine Ärztin oder deinen Arzt).',
    'Cutting salt and eating more potassium-rich foods lowers blood pressure within weeks.':
      'Weniger Salz und mehr kaliumreiche Lebensmittel senken den Blutdruck innerhalb weniger Wochen.',
    'Saturated fat swaps': 'Gesättigte Fette austauschen',
    'Plan the next days’ meals with one swap each: butter and coconut oil for olive or rapeseed oil, fatty and processed meat for fish (oily fish twice a week), beans or poultry, cream and full-fat cheese for lower-fat versions, biscuits and pastries for fruit or a handful of unsalted nuts.':
      'Plan die Mahlzeiten der nächsten Tage mit je einem Tausch: Butter und Kokosöl gegen Oliven- oder Rapsöl, fettes Fleisch und Wurst gegen Fisch (fetten Seefisch zweimal pro Woche), Hülsenfrüchte oder Geflügel, Sahne und Vollfettkäse gegen fettärmere Varianten, Kekse und Gebäck gegen Obst oder eine Handvoll ungesalzene Nüsse.',
    'Replacing saturated fat with unsaturated fats lowers LDL cholesterol.':
      'Gesättigte Fette durch ungesättigte zu ersetzen senkt das LDL-Cholesterin.',
    'Light strength session': 'Leichtes Krafttraining',
    'Chair squats, wall push-ups, band rows and calf raises: 2 rounds of 10 to 15 slow reps. Breathe out as you push and never hold your breath.':
      'Kniebeugen zum Stuhl, Liegestütze an der Wand, Rudern mit dem Band und Wadenheben: 2 Runden mit 10 bis 15 langsamen Wiederholungen. Beim Drücken ausatmen und nie die Luft anhalten.',
    'Two light strength sessions a week help blood pressure and blood fats; steady breathing keeps pressure spikes away.':
      'Zwei leichte Krafteinheiten pro Woche helfen Blutdruck und Blutfetten; gleichmäßiges Atmen verhindert Druckspitzen.',
    'Slow breathing wind-down': 'Ruhiges Atmen zum Abschalten',
    'Sit comfortably and breathe slowly: in through the nose for 4 seconds, out for 6, for 10 minutes. Then put screens away for the evening.':
      'Setz dich bequem hin und atme langsam: 4 Sekunden durch die Nase ein, 6 Sekunden aus, 10 Minuten lang. Danach für den Abend die Bildschirme weglegen.',
    'Slow breathing and better sleep calm the stress response that pushes blood pressure up.':
      'Langsames Atmen und besserer Schlaf beruhigen die Stressreaktion, die den Blutdruck hochtreibt.',
    'Activity grows gently, about 5% a week, so your heart and any medication have time to adjust.':
      'Die Bewegung steigt sanft, etwa 5 % pro Woche, damit sich dein Herz und eventuelle Medikamente anpassen können.',
    'Three quick questions about your activity, food and how you feel.':
      'Drei kurze Fragen zu Bewegung, Essen und deinem Befinden.',
    'Your answers tune the coming weeks; share symptoms and big changes in your numbers with your doctor.':
      'Deine Antworten stimmen die nächsten Wochen ab; sprich Beschwerden und große Änderungen deiner Werte in der Praxis an.',
    'How many of the planned brisk walks did you do?': 'Wie viele der geplanten zügigen Spaziergänge hast du gemacht?',
    'On how many days did you keep to your food swaps?':
      'An wie vielen Tagen hast du deine Ernährungswechsel eingehalten?',
    'Hardly any': 'Kaum an einem',
    'A few': 'An ein paar',
    'Most days': 'An den meisten Tagen',
    'Nearly every day': 'Fast jeden Tag',
    'Any chest discomfort, dizziness or unusual breathlessness?':
      'Hattest du Beschwerden in der Brust, Schwindel oder ungewohnte Atemnot?',
    'Yes: I will contact my doctor (urgent care for chest pain)':
      'Ja: Ich melde mich in der Praxis (bei Brustschmerzen sofort Notruf)',
    'Brief light-headedness once or twice': 'Ein- oder zweimal kurz leicht schwindelig',
    None: 'Nichts',
    'Average home systolic blood pressure': 'Durchschnittlicher oberer Blutdruckwert zu Hause',
    mmHg: 'mmHg',
    'The top number averaged over a week of home readings; many guidelines aim below 130/80, but agree your own target with your doctor.':
      'Der obere Wert, gemittelt über eine Woche Heimmessungen; viele Leitlinien zielen auf unter 130/80, aber leg deinen Zielwert mit deiner Ärztin oder deinem Arzt fest.',
    'LDL cholesterol (latest blood test)': 'LDL-Cholesterin (letztes Blutbild)',
    'mg/dL': 'mg/dl',
    'LDL is the cholesterol that clogs arteries; it is measured by a blood test, often about 3 months after changes. Your doctor sets your target.':
      'LDL ist das Cholesterin, das die Gefäße verengt; es wird per Blutabnahme gemessen, oft etwa 3 Monate nach den Änderungen. Deinen Zielwert legt deine Ärztin oder dein Arzt fest.',
    'mmol/L': 'mmol/l',
    'Brisk activity this week': 'Zügige Bewegung diese Woche',
    min: 'Min.',
    '150 minutes a week of moderate activity is the amount linked to lower blood pressure and heart risk.':
      '150 Minuten moderate Bewegung pro Woche sind die Menge, die mit niedrigerem Blutdruck und Herzrisiko verbunden ist.',
    'Days this week under 5 g of salt': 'Tage diese Woche mit unter 5 g Salz',
    days: 'Tage',
    'Most salt is hidden in bought food; counting low-salt days keeps the swap visible.':
      'Das meiste Salz steckt in gekauften Lebensmitteln; salzarme Tage zu zählen hält den Wechsel sichtbar.',
    'Days this week with oats, beans or lentils': 'Tage diese Woche mit Hafer, Bohnen oder Linsen',
    'Soluble fibre most days is one of the surest food changes for LDL cholesterol.':
      'Lösliche Ballaststoffe an den meisten Tagen gehören zu den sichersten Ernährungsänderungen für das LDL-Cholesterin.',
    'Measure your blood pressure at the same times each day, seated and rested, and log both readings.':
      'Miss deinen Blutdruck jeden Tag zur selben Zeit, im Sitzen und ausgeruht, und notier beide Werte.',
    'Consistent readings make the trend trustworthy for you and your doctor.':
      'Gleichmäßige Messungen machen den Verlauf für dich und deine Praxis verlässlich.',
    'Check the salt on the label of one food you buy often; pick a lower-salt version if there is one.':
      'Schau auf dem Etikett eines Lebensmittels, das du oft kaufst, nach dem Salz; nimm eine salzärmere Variante, falls es eine gibt.',
    'Bread, cheese, sauces and processed meat carry most of the salt people eat.':
      'Brot, Käse, Soßen und Wurst liefern das meiste Salz, das wir essen.',
    'Have oats, beans or lentils in at least one meal today.':
      'Iss heute in mindestens einer Mahlzeit Hafer, Bohnen oder Linsen.',
    'Soluble fibre binds cholesterol in the gut so less of it reaches your blood.':
      'Lösliche Ballaststoffe binden Cholesterin im Darm, sodass weniger davon ins Blut gelangt.',
    'Take your medication as prescribed; if side effects bother you, talk to your doctor rather than stopping.':
      'Nimm deine Medikamente wie verordnet; wenn dich Nebenwirkungen stören, sprich mit deiner Ärztin oder deinem Arzt, statt sie abzusetzen.',
    'Lifestyle changes add to medication; stopping it on your own can raise your risk quickly.':
      'Änderungen im Alltag ergänzen die Medikamente; sie eigenmächtig abzusetzen kann dein Risiko schnell erhöhen.',
    'Keep alcohol within low-risk limits and take a few alcohol-free days each week.':
      'Halte Alkohol in risikoarmen Grenzen und leg jede Woche ein paar alkoholfreie Tage ein.',
    'Alcohol raises blood pressure and adds empty calories.':
      'Alkohol erhöht den Blutdruck und liefert leere Kalorien.',
    'If you smoke, ask your pharmacist or doctor about support to stop.':
      'Wenn du rauchst, frag in der Apotheke oder Praxis nach Unterstützung beim Aufhören.',
    'Stopping smoking is the single biggest step for your heart and arteries.':
      'Mit dem Rauchen aufzuhören ist der größte einzelne Schritt für dein Herz und deine Gefäße.',
  },
};
