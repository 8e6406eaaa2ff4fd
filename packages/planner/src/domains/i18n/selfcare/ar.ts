import type { TextTable } from '../../../i18n.ts';

export const selfcareAr: TextTable = {
  'self-care habit': 'عادة العناية بالنفس',
  'Ask your doctor or pharmacist before starting vitamins or supplements, especially if you are pregnant or take medication, and never take more than the advised dose. Gums that still bleed after two weeks of daily flossing, or skin irritation that does not settle, are worth showing a dentist or a doctor. With a heart or kidney condition, ask your doctor how much to drink.':
    'استشر طبيبك أو الصيدلي قبل البدء بالفيتامينات أو المكملات الغذائية، خاصة إذا كنتِ حاملًا أو تتناول أدوية، ولا تتجاوز أبدًا الجرعة الموصى بها. وإذا استمر نزيف اللثة بعد أسبوعين من استخدام خيط الأسنان يوميًا، أو لم يهدأ تهيّج في البشرة، فمن الأفضل أن يفحصه طبيب أسنان أو طبيب. وإذا كنت تعاني من مرض في القلب أو الكلى، فاسأل طبيبك عن كمية السوائل المناسبة لك.',
  'a habit that sticks': 'عادة تدوم',
  'Start tiny': 'ابدأ صغيرًا جدًا',
  'A tiny version of the habit, done right after something you already do every day, with a cue you cannot miss.':
    'نسخة صغيرة جدًا من العادة، بعد شيء تفعله كل يوم مباشرة، مع إشارة لا يمكن أن تفوتك.',
  'Tiny habits tied to an existing routine stick because they need almost no willpower.':
    'العادات الصغيرة المرتبطة بروتين قائم تدوم لأنها لا تحتاج تقريبًا إلى قوة إرادة.',
  'Grow it': 'نمِّها',
  'Grow the habit one step at a time once the tiny version is automatic, and keep the streak going.':
    'وسّع العادة خطوة بخطوة حين تصبح النسخة الصغيرة تلقائية، وحافظ على سلسلة أيامك.',
  'Growing only after the habit is automatic keeps it easy enough to do every day.':
    'التوسع فقط بعد أن تصبح العادة تلقائية يبقيها سهلة بما يكفي لتفعلها كل يوم.',
  'Make it yours': 'اجعلها جزءًا منك',
  'Keep the habit through weekends, travel and bad days, with a minimum version for when life gets in the way.':
    'حافظ على العادة في العطلات والسفر والأيام الصعبة، مع نسخة دنيا حين تعترضك الظروف.',
  'A habit is really yours when it survives the days that do not go to plan.':
    'تصبح العادة عادتك حقًا حين تصمد في الأيام التي لا تسير كما خططت.',
  'Floss one tooth after brushing': 'خيط الأسنان لسنّ واحدة بعد التنظيف',
  'Right after you brush your teeth at night, floss one tooth. Just one: if you feel like doing more, fine, but one counts. Keep the floss next to your toothbrush and tick the day off straight away.':
    'بعد تنظيف أسنانك ليلًا مباشرة، استخدم خيط الأسنان لسنّ واحدة. واحدة فقط: إن رغبت في المزيد فلا بأس، لكن الواحدة تكفي لتُحتسب. ضع الخيط بجانب فرشاة أسنانك وضع علامة على اليوم فورًا.',
  'Flossing one tooth is too small to skip, and it builds the link between brushing and flossing.':
    'سنّ واحدة أصغر من أن تتخطاها، وهي تربط بين تنظيف الأسنان واستخدام الخيط.',
  'Floss all your teeth': 'خيط الأسنان لكل الأسنان',
  'After brushing at night, floss every tooth: about 45 cm of floss wound round two fingers, curved into a C around each tooth and gently slid just under the gumline. Some bleeding in the first one or two weeks is common and usually settles. Tick the day off.':
    'بعد تنظيف أسنانك ليلًا، مرّر الخيط بين كل الأسنان: نحو 45 سم من الخيط ملفوفًا حول إصبعين، ومنحنيًا على شكل حرف C حول كل سن، ومنزلقًا برفق تحت حافة اللثة مباشرة. النزيف الخفيف في الأسبوع الأول أو الثاني شائع ويزول عادة. ضع علامة على اليوم.',
  'Daily flossing cleans where a toothbrush cannot reach and helps keep gums healthy.':
    'الخيط اليومي ينظف حيث لا تصل الفرشاة ويساعد على الحفاظ على صحة اللثة.',
  'A glass of water with each anchor': 'كوب ماء مع كل مرتكز',
  'Drink one glass of water as soon as you get up, before coffee or tea, and one with each meal. Keep a glass or bottle by the kettle and on the table. Tick each glass off.':
    'اشرب كوب ماء فور استيقاظك، قبل القهوة أو الشاي، وكوبًا مع كل وجبة. ضع كوبًا أو زجاجة بجانب الغلاية وعلى المائدة. ضع علامة على كل كوب.',
  'Tying water to moments you already have every day makes drinking enough automatic.':
    'ربط الماء بلحظات موجودة في يومك أصلًا يجعل شرب ما يكفي أمرًا تلقائيًا.',
  'Reach your daily water target': 'حقّق هدفك اليومي من الماء',
  'Fill a bottle of known size in the morning and keep it in sight. Aim to finish the first one by lunch and the second by late afternoon, then sip with dinner; slow down in the evening so you do not wake at night. Count your glasses or litres for the day. Pale yellow urine is a good sign you drink enough.':
    'املأ في الصباح زجاجة معروفة الحجم وضعها أمام عينيك. حاول إنهاء الأولى قبل الغداء والثانية في آخر العصر، ثم اشرب رشفات مع العشاء؛ وقلّل الشرب مساءً كي لا تستيقظ ليلًا. عُدّ أكواب اليوم أو لتراته. البول الأصفر الفاتح علامة جيدة على أنك تشرب ما يكفي.',
  'A bottle you can see and a time to finish it by turn a vague goal into a daily routine.':
    'زجاجة تراها وموعد لإنهائها يحوّلان هدفًا غامضًا إلى روتين يومي.',
  'Two-step skincare': 'العناية بالبشرة بخطوتين',
  'Morning, after brushing your teeth: moisturiser with sunscreen (SPF 30 or more), or moisturiser then sunscreen. Evening, after brushing: wash your face with a gentle cleanser and moisturise. Keep both products next to your toothbrush.':
    'صباحًا بعد تنظيف الأسنان: مرطب فيه واقٍ من الشمس (عامل حماية 30 أو أكثر)، أو مرطب ثم واقٍ من الشمس. ومساءً بعد تنظيف الأسنان: اغسل وجهك بمنظف لطيف ثم رطّبه. ضع المنتجين بجانب فرشاة أسنانك.',
  'Cleansing, moisturising and daily sunscreen are the basics that do most of the good for skin.':
    'التنظيف والترطيب والواقي الشمسي اليومي هي الأساسيات التي تفيد البشرة أكثر من غيرها.',
  'Full skincare routine': 'روتين كامل للعناية بالبشرة',
  'Morning: cleanse, moisturise, sunscreen SPF 30 or more (reapply when outdoors for long). Evening: cleanse, any treatment your pharmacist or doctor advised, moisturise. Add only one new product at a time, after testing it on a small patch of skin for 24 hours.':
    'صباحًا: تنظيف، ثم ترطيب، ثم واقٍ من الشمس بعامل حماية 30 أو أكثر (أعد وضعه إن بقيت طويلًا في الخارج). مساءً: تنظيف، ثم أي علاج نصحك به الصيدلي أو الطبيب، ثم ترطيب. أضف منتجًا جديدًا واحدًا فقط في كل مرة، بعد تجربته على بقعة صغيرة من الجلد لمدة 24 ساعة.',
  'A steady routine, with new products one at a time, shows what helps your skin and what irritates it.':
    'الروتين الثابت، مع إدخال المنتجات الجديدة واحدًا تلو الآخر، يكشف ما يفيد بشرتك وما يهيّجها.',
  'Phone away 30 minutes before bed': 'الهاتف بعيدًا قبل النوم بـ30 دقيقة',
  'Set an alarm 30 minutes before your bedtime. When it rings, put your phone on charge outside the bedroom (or across the room) and switch to a book, a stretch, music or a chat. Use a normal alarm clock to wake up.':
    'اضبط منبهًا قبل موعد نومك بـ30 دقيقة. وحين يرن، ضع هاتفك على الشاحن خارج غرفة النوم (أو في الطرف الآخر من الغرفة)، وانتقل إلى كتاب أو تمارين إطالة أو موسيقى أو حديث. واستخدم منبهًا عاديًا للاستيقاظ.',
  'Screens late at night keep the brain alert and push sleep later; a phone out of reach stops the scrolling.':
    'الشاشات في آخر الليل تُبقي الدماغ متيقظًا وتؤخر النوم؛ والهاتف البعيد عن متناولك يوقف التصفح.',
  'Screen-free hour before bed': 'ساعة بلا شاشات قبل النوم',
  'Move your phone-away alarm 15 minutes earlier each week until you have a full screen-free hour before bed. Fill it with something you enjoy: reading, a bath, stretching, tidying for tomorrow, talking. Tick each screen-free evening off.':
    'قدّم منبه إبعاد الهاتف 15 دقيقة كل أسبوع حتى تحصل على ساعة كاملة بلا شاشات قبل النوم. واملأها بشيء تحبه: القراءة، أو حمام دافئ، أو تمارين الإطالة، أو تجهيز أغراض الغد، أو الحديث. ضع علامة على كل مساء بلا شاشات.',
  'A full hour without screens gives your body time to wind down and usually brings sleep sooner.':
    'ساعة كاملة بلا شاشات تمنح جسدك وقتًا ليهدأ، وغالبًا ما تجعل النوم يأتي أسرع.',
  'Vitamins with breakfast': 'الفيتامينات مع الإفطار',
  'Take the vitamins your doctor or pharmacist advised, at the dose advised, with breakfast. Keep them next to the kettle or coffee machine (out of children’s reach) and tick the day off straight away so you never take a double dose.':
    'تناول الفيتامينات التي نصحك بها الطبيب أو الصيدلي، بالجرعة الموصى بها، مع الإفطار. ضعها بجانب الغلاية أو آلة القهوة (بعيدًا عن متناول الأطفال)، وضع علامة على اليوم فور تناولها حتى لا تأخذ جرعة مضاعفة أبدًا.',
  'Tying a daily pill to breakfast makes it hard to forget, and ticking it off prevents taking it twice.':
    'ربط الحبة اليومية بالإفطار يجعل نسيانها صعبًا، ووضع العلامة يمنع تناولها مرتين.',
  'Two-minute stretch break': 'استراحة إطالة لدقيقتين',
  'Each time your hourly reminder goes off, stand up for 2 minutes: 5 slow shoulder rolls, 5 neck turns each way, a chest opener with hands clasped behind you for 20 seconds, a standing hamstring stretch for 20 seconds each side, 10 calf raises. Count the breaks you took today.':
    'كلما رنّ تذكيرك كل ساعة، قف لمدة دقيقتين: 5 دورانات بطيئة للكتفين، و5 التفاتات للرقبة في كل اتجاه، وفتح الصدر مع تشبيك اليدين خلف الظهر لمدة 20 ثانية، وإطالة لعضلات الفخذ الخلفية وقوفًا لمدة 20 ثانية لكل جانب، و10 مرات رفع على أطراف القدمين. عُدّ الاستراحات التي أخذتها اليوم.',
  'Short breaks every hour ease the stiffness of long sitting better than one long stretch in the evening.':
    'الاستراحات القصيرة كل ساعة تخفف تيبّس الجلوس الطويل أفضل من إطالة طويلة في المساء.',
  'Tiny version of your habit': 'النسخة الصغيرة جدًا من عادتك',
  'Do the smallest possible version of your habit, under two minutes, right after something you already do every day (after brushing your teeth, after your first coffee, after you get home). Tick it off and say "nice" to yourself.':
    'افعل أصغر نسخة ممكنة من عادتك، في أقل من دقيقتين، بعد شيء تفعله كل يوم مباشرة (بعد تنظيف أسنانك، أو بعد قهوتك الأولى، أو عند عودتك إلى البيت). ضع علامة وقل لنفسك «أحسنت».',
  'A habit this small needs no motivation, and the same anchor every day makes it automatic.':
    'عادة بهذا الصغر لا تحتاج إلى حافز، والمرتكز نفسه كل يوم يجعلها تلقائية.',
  'Full version of your habit': 'النسخة الكاملة من عادتك',
  'Do the full version of your habit after the same anchor as before. If a day is hard, do the tiny version instead: it still counts for the streak. Tick it off.':
    'افعل النسخة الكاملة من عادتك بعد المرتكز نفسه كالمعتاد. وإن كان اليوم صعبًا، فافعل النسخة الصغيرة بدلًا منها: فهي تُحتسب أيضًا في سلسلة أيامك. ضع علامة.',
  'Growing the habit on top of a solid anchor keeps it going, and the tiny version saves the streak on bad days.':
    'بناء العادة على مرتكز ثابت يحافظ عليها، والنسخة الصغيرة تنقذ سلسلة أيامك في الأيام الصعبة.',
  'Set up your cue': 'جهّز إشارتك',
  'Write your habit recipe: "After I [something I already do daily], I will [the tiny habit]." Put what you need where you will see it at that moment (floss by the toothbrush, a bottle on your desk, the charger outside the bedroom, vitamins by the kettle). Stick the recipe on the mirror or fridge.':
    'اكتب وصفة عادتك: «بعد أن [شيء أفعله كل يوم]، سوف [العادة الصغيرة]». ضع ما تحتاجه حيث ستراه في تلك اللحظة (الخيط بجانب الفرشاة، أو زجاجة على مكتبك، أو الشاحن خارج غرفة النوم، أو الفيتامينات بجانب الغلاية). والصق الوصفة على المرآة أو الثلاجة.',
  'A clear anchor and a visible cue do the remembering for you.': 'المرتكز الواضح والإشارة المرئية يتذكران عنك.',
  'Weekly habit review': 'مراجعة أسبوعية للعادة',
  'Count the days you did the habit this week. Fewer than 5? Make it smaller or move it to a better anchor. 6 or 7? Grow it by one small step. Note your current streak.':
    'عُدّ الأيام التي قمت فيها بالعادة هذا الأسبوع. أقل من 5؟ صغّرها أو انقلها إلى مرتكز أفضل. 6 أو 7؟ وسّعها خطوة صغيرة. دوّن طول سلسلتك الحالية.',
  'Adjusting every week keeps the habit at the size you can actually do every day.':
    'التعديل كل أسبوع يُبقي العادة بالحجم الذي تقدر عليه فعلًا كل يوم.',
  'Plan for disruptions': 'خطة لما يعطّلك',
  'Write how the habit survives your usual disruptions: weekends, travel, late nights, illness. Pack a travel version (floss picks, a bottle, travel-size products) and decide your minimum version for bad days. Rule: never miss twice in a row.':
    'اكتب كيف ستصمد العادة أمام ما يعطّلك عادة: العطلات، والسفر، والسهر، والمرض. جهّز نسخة للسفر (أعواد خيط الأسنان، وزجاجة ماء، ومنتجات بحجم السفر)، وحدّد نسختك الدنيا للأيام الصعبة. القاعدة: لا تفوّتها مرتين متتاليتين أبدًا.',
  'Most habits break on the days that are different; a plan for them keeps the streak alive.':
    'معظم العادات تنقطع في الأيام المختلفة؛ والخطة لتلك الأيام تُبقي السلسلة حية.',
  'The habit grows in small steps only once the tiny version is automatic; the time stays short on purpose.':
    'تنمو العادة بخطوات صغيرة فقط حين تصبح النسخة الصغيرة تلقائية؛ ويبقى الوقت قصيرًا عن قصد.',
  'Three quick questions about your habit.': 'ثلاثة أسئلة سريعة عن عادتك.',
  'Your answers decide whether the habit grows a step or stays small a little longer.':
    'إجاباتك تحدد إن كانت العادة ستكبر خطوة أم تبقى صغيرة لفترة أطول قليلًا.',
  'How many of the planned habit days did you do?': 'كم يومًا من أيام العادة المخطط لها التزمت بها؟',
  'Fewer than half': 'أقل من النصف',
  'About half': 'نحو النصف',
  'Most of them': 'معظمها',
  'All of them': 'كلها',
  'How automatic does the habit feel now?': 'إلى أي حد أصبحت العادة تلقائية الآن؟',
  'I still forget or fight it': 'ما زلت أنساها أو أقاومها',
  'I need the reminder': 'أحتاج إلى التذكير',
  'Mostly automatic': 'تلقائية في الغالب',
  'I do it without thinking': 'أفعلها دون تفكير',
  'How confident are you about keeping this up for the next two weeks?':
    'ما مدى ثقتك في الاستمرار على هذا خلال الأسبوعين القادمين؟',
  'Not confident': 'غير واثق',
  'A little': 'قليلًا',
  'Fairly confident': 'واثق إلى حد ما',
  'Very confident': 'واثق جدًا',
  'Days done this week': 'الأيام المنجزة هذا الأسبوع',
  days: 'أيام',
  'Doing it on most days, week after week, is what makes a habit automatic.':
    'فعلها في معظم الأيام، أسبوعًا بعد أسبوع، هو ما يجعل العادة تلقائية.',
  'Longest streak': 'أطول سلسلة',
  'A growing streak is a visible reward, and it is easier to keep going than to start again.':
    'السلسلة المتنامية مكافأة مرئية، والاستمرار أسهل من البدء من جديد.',
  'Water a day': 'الماء يوميًا',
  L: 'لتر',
  'Litres a day, from where you are now to your target, shows the habit growing.':
    'عدد اللترات يوميًا، من وضعك الحالي حتى هدفك، يُظهر نمو العادة.',
  'Glasses of water a day': 'أكواب الماء يوميًا',
  glasses: 'أكواب',
  'Counting glasses is the easiest way to know whether you drink enough.':
    'عدّ الأكواب أسهل طريقة لتعرف إن كنت تشرب ما يكفي.',
  'Screen-free minutes before bed': 'دقائق بلا شاشات قبل النوم',
  min: 'دقيقة',
  'Each extra screen-free minute before bed is time for your body to wind down.':
    'كل دقيقة إضافية بلا شاشات قبل النوم وقت يهدأ فيه جسدك.',
  'Same anchor, every day: right after it, do the habit.': 'المرتكز نفسه كل يوم: بعده مباشرة، افعل العادة.',
  'A fixed moment does the remembering for you.': 'اللحظة الثابتة تتذكر عنك.',
  'Missed a day? Never miss twice.': 'فاتك يوم؟ لا تفوّت يومين.',
  'One missed day changes nothing; two in a row starts a new habit of skipping.':
    'يوم واحد فائت لا يغيّر شيئًا؛ أما يومان متتاليان فبداية عادة جديدة للتخطي.',
  'Keep what you need where you will see it.': 'ضع ما تحتاجه حيث ستراه.',
  'Habits follow the path of least effort.': 'العادات تسلك طريق الجهد الأقل.',
  'Celebrate right after: a small "yes!" helps the habit stick.':
    'احتفل فورًا بعدها: «نعم!» صغيرة تساعد العادة على الثبات.',
  'A good feeling right after an action wires it in.': 'الشعور الجيد مباشرة بعد الفعل يرسّخه.',
  'On a hard day, do the tiny version: it still counts.': 'في اليوم الصعب، افعل النسخة الصغيرة: فهي تُحتسب أيضًا.',
  'Keeping the streak matters more than doing it perfectly.': 'الحفاظ على السلسلة أهم من الأداء المثالي.',
};
