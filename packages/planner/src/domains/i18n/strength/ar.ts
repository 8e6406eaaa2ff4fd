import type { TextTable } from '../../../i18n.ts';
import { strength } from '../../strength.ts';
import { sharedTexts } from '../common.ts';

/** The strength template's texts in Arabic (the shared check-in texts come from `../common.ts`). */
export const strengthAr: TextTable = {
  ...sharedTexts('ar', ...strength.checkin.questions),
  strength: 'القوة',
  'your strength goal': 'هدفك في القوة',
  'Pull-up volume': 'حجم تدريب العقلة',
  'Many easy sets of pull-ups through the week, about half your best per set, plus rows and hangs for grip.':
    'مجموعات سهلة كثيرة من العقلة على مدار الأسبوع، نحو نصف أفضل ما لديك في كل مجموعة، مع التجديف والتعلّق لتقوية القبضة.',
  'Frequent practice below your limit grows the reps you can do without grinding you down.':
    'التدرّب المتكرر دون حدّك الأقصى يزيد التكرارات التي تستطيع أداءها دون أن يستنزفك.',
  'Build your sets': 'ابنِ مجموعاتك',
  'Strict pull-up sets stopping one rep short of failure; add a rep to the first set each week.':
    'مجموعات عقلة كاملة تتوقف قبل الإخفاق بتكرار واحد؛ أضف تكرارًا إلى المجموعة الأولى كل أسبوع.',
  'Adding one rep at a time to near-max sets is steady progress you can measure.':
    'إضافة تكرار واحد في كل مرة إلى مجموعات قريبة من الحد الأقصى تقدّم ثابت تستطيع قياسه.',
  'Hangs and shoulder-blade control': 'التعلّق والتحكم في لوحَي الكتف',
  'Build grip and shoulder control with dead hangs, scapular pulls and rows; legs and core on the other days.':
    'ابنِ قوة القبضة والتحكم في الكتفين بالتعلّق الحر وسحب لوحَي الكتف والتجديف؛ والساقان والجذع في الأيام الأخرى.',
  'Hanging and shoulder-blade control come first: they make every later pull-up stronger and kinder to your shoulders.':
    'التعلّق والتحكم في لوحَي الكتف يأتيان أولًا: فهما يجعلان كل عقلة لاحقة أقوى وأرفق بكتفيك.',
  'Negatives and assisted pull-ups': 'النزول البطيء والعقلة المساعدة',
  'Slow negatives and band-assisted pull-ups, moving to a lighter band as soon as the reps come easily.':
    'نزول بطيء وعقلة بمساعدة الحبل المطاطي، مع الانتقال إلى حبل أخف بمجرد أن تصبح التكرارات سهلة.',
  'Lowering slowly builds strength beyond what you can pull yet, and a band lets you practise the whole movement.':
    'النزول البطيء يبني قوة تتجاوز ما تستطيع سحبه حاليًا، والحبل المطاطي يتيح لك التدرّب على الحركة كاملة.',
  'Sets toward your target': 'مجموعات نحو هدفك',
  'Strict pull-up sets stopping one rep short of failure, then a fresh test set toward {target}.':
    'مجموعات عقلة كاملة تتوقف قبل الإخفاق بتكرار واحد، ثم مجموعة اختبار وأنت مرتاح نحو {target}.',
  'Several good sets build more than one all-out attempt, and a lighter stretch lets the strength show.':
    'عدة مجموعات جيدة تبني أكثر من محاولة قصوى واحدة، والمرحلة الأخف تتيح للقوة أن تظهر.',
  'Squat technique': 'تقنية القرفصاء',
  'Goblet and box squats to own your depth and bracing, then find a working weight of about 70% of your best.':
    'قرفصاء الكأس والقرفصاء على الصندوق لإتقان العمق وشدّ الجذع، ثم حدد وزن عمل يبلغ نحو 70% من أفضل ما لديك.',
  'The same depth and bracing on every rep let you add load without your knees or back paying for it.':
    'العمق نفسه وشدّ الجذع نفسه في كل تكرار يتيحان لك زيادة الحِمل دون أن تدفع ركبتاك أو ظهرك الثمن.',
  'Load steps': 'زيادات الحِمل',
  'Squat in sets of 5 and add 2.5 kg (5 lb) each time you complete every rep with good form.':
    'أدِّ القرفصاء في مجموعات من 5 تكرارات، وأضف 2.5 كغ (5 رطل) في كل مرة تُكمل فيها كل التكرارات بأداء سليم.',
  'Small, regular load steps from where you are now are how a squat climbs safely.':
    'الزيادات الصغيرة المنتظمة في الحِمل انطلاقًا من مستواك الحالي هي الطريق الآمن لرفع القرفصاء.',
  'Brace and breathe': 'شدّ الجذع والتنفس',
  'Learn to brace and breathe with dead bugs, bird-dogs, bridges and short planks; the spine stays still while the limbs move.':
    'تعلّم شدّ الجذع والتنفس مع تمرين الحشرة الميتة، وتمرين الطائر والكلب، والجسر، وبلانك قصير؛ يبقى العمود الفقري ثابتًا بينما تتحرك الذراعان والساقان.',
  'A spine held steady under control protects the lower back; bending it over and over does not.':
    'العمود الفقري الثابت تحت السيطرة يحمي أسفل الظهر؛ أما ثنيه مرارًا وتكرارًا فلا يحميه.',
  'Longer holds': 'ثبات أطول',
  'Lengthen the holds and add side planks, single-leg bridges and suitcase carries.':
    'أطِل مدة الثبات، وأضف البلانك الجانبي والجسر على ساق واحدة وحمل الحقيبة بيد واحدة.',
  'Gradually longer holds build endurance in the muscles that keep your back steady all day.':
    'إطالة الثبات تدريجيًا تبني تحمّل العضلات التي تُبقي ظهرك ثابتًا طوال اليوم.',
  Foundation: 'الأساس',
  'Learn the main movement patterns (squat, hinge, push, pull, carry) with light loads and good form.':
    'تعلّم أنماط الحركة الرئيسية (القرفصاء، الانحناء من الورك، الدفع، السحب، الحمل) بأوزان خفيفة وأداء سليم.',
  'Good technique first lets you add load safely later.': 'إتقان التقنية أولًا يتيح لك زيادة الحِمل بأمان لاحقًا.',
  Progress: 'التقدّم',
  'Add a little weight or a rep or two each week while leaving 1 to 2 reps in reserve.':
    'أضف قليلًا من الوزن أو تكرارًا أو اثنين كل أسبوع مع إبقاء تكرار أو اثنين في الاحتياط.',
  'Steady progressive overload is what makes muscles and tendons stronger.':
    'الزيادة التدريجية المنتظمة في الحِمل هي ما يقوّي العضلات والأوتار.',
  'Consolidate and test': 'التثبيت والاختبار',
  'Lighter volume, then test your key lifts or reps.': 'حجم تدريب أخف، ثم اختبر رفعاتك أو تكراراتك الرئيسية.',
  'A lighter stretch lets strength show before you test it.': 'المرحلة الأخف تتيح لقوتك أن تظهر قبل أن تختبرها.',
  'Pull-up volume sets': 'مجموعات حجم العقلة',
  'Warm up with 2 dead hangs of 20 seconds. Then 6 to 8 sets of pull-ups at about half your best (best of 8: sets of 4), resting 90 seconds, and rows 3 × 10. Going well when every rep is clean: chin over the bar, arms straight at the bottom.':
    'أحمِ جسمك بتعلّقين حرّين لمدة 20 ثانية. ثم من 6 إلى 8 مجموعات عقلة بنحو نصف أفضل ما لديك (إذا كان أفضلك 8، فمجموعات من 4)، مع راحة 90 ثانية، ثم تجديف 3 × 10. تسير الأمور جيدًا حين يكون كل تكرار نظيفًا: الذقن فوق القضيب والذراعان مستقيمتان في الأسفل.',
  'Many clean, easy reps build pull-up endurance faster than a few exhausting sets.':
    'كثير من التكرارات النظيفة السهلة يبني تحمّل العقلة أسرع من بضع مجموعات مرهقة.',
  'Pull-up basics: hangs and scapular pulls': 'أساسيات العقلة: التعلّق وسحب لوحَي الكتف',
  'Warm up your shoulders for 5 minutes (arm circles, band pull-aparts). Dead hang 4 × 10 to 30 seconds; scapular pulls 3 × 8 (hang with straight arms and pull your shoulder blades down, elbows stay straight); rows under a sturdy table or low bar 3 × 8 to 10. Rest 2 minutes between sets. Going well when you hang 30 seconds and row 10 with a straight body.':
    'أحمِ كتفيك 5 دقائق (دوائر بالذراعين، وفتح الحبل المطاطي). تعلّق حر 4 × من 10 إلى 30 ثانية؛ وسحب لوحَي الكتف 3 × 8 (تعلّق بذراعين مستقيمتين واسحب لوحَي كتفيك إلى الأسفل، ويبقى المرفقان مستقيمين)؛ وتجديف تحت طاولة متينة أو قضيب منخفض 3 × من 8 إلى 10. استرح دقيقتين بين المجموعات. تسير الأمور جيدًا حين تتعلّق 30 ثانية وتجدّف 10 مرات بجسم مستقيم.',
  'Grip, shoulder-blade strength and rowing are the parts a pull-up is built from.':
    'القبضة وقوة لوحَي الكتف والتجديف هي الأجزاء التي تُبنى منها العقلة.',
  'Pull-up negatives and band-assisted pull-ups': 'النزول البطيء في العقلة والعقلة بمساعدة الحبل المطاطي',
  'Warm up, then 2 dead hangs of 20 seconds. Negatives: step or jump to chin over the bar and lower yourself over 3 to 5 seconds, 4 sets of 3, resting 2 minutes. Then band-assisted pull-ups 3 × 5 to 8; when you manage 8 clean reps, use a lighter band. Try one strict pull-up at the start of each session and note it.':
    'أحمِ جسمك، ثم تعلّق حر مرتين لمدة 20 ثانية. النزول البطيء: اصعد أو اقفز حتى يتجاوز ذقنك القضيب، ثم أنزل نفسك خلال 3 إلى 5 ثوانٍ، 4 مجموعات من 3، مع راحة دقيقتين. ثم عقلة بمساعدة الحبل المطاطي 3 × من 5 إلى 8؛ وحين تنجز 8 تكرارات نظيفة، استخدم حبلًا أخف. جرّب عقلة كاملة واحدة في بداية كل جلسة وسجّلها.',
  'Slow negatives and assisted reps train the full pull-up before you can do many on your own.':
    'النزول البطيء والتكرارات المساعدة تدرّبك على العقلة كاملة قبل أن تستطيع أداء الكثير منها وحدك.',
  'Pull-up sets toward {target}': 'مجموعات عقلة نحو {target}',
  'Warm up with 2 easy band-assisted sets. Then 4 to 5 sets of strict pull-ups, each stopping one rep before failure, resting 2 to 3 minutes; finish with 2 slow negatives. In the last week, rest well and test one all-out set toward {target}.':
    'أحمِ جسمك بمجموعتين سهلتين بمساعدة الحبل المطاطي. ثم من 4 إلى 5 مجموعات عقلة كاملة، تتوقف كلٌّ منها قبل الإخفاق بتكرار واحد، مع راحة من دقيقتين إلى 3 دقائق؛ واختم بنزولين بطيئين. في الأسبوع الأخير، ارتح جيدًا واختبر مجموعة قصوى واحدة نحو {target}.',
  'Several near-max sets add reps faster than one all-out set, and a rested test shows your real number.':
    'عدة مجموعات قريبة من الحد الأقصى تزيد التكرارات أسرع من مجموعة قصوى واحدة، والاختبار بعد الراحة يُظهر رقمك الحقيقي.',
  'Warm up for 5 minutes. Box squats with body weight 2 × 10, then goblet squats 3 × 8 lowering over 3 seconds with a pause at the bottom. Then squat with an empty bar or light weight 3 × 5, adding a little weight each set while your form stays the same. Note the weight of your last good set.':
    'أحمِ جسمك 5 دقائق. قرفصاء على صندوق بوزن الجسم 2 × 10، ثم قرفصاء الكأس 3 × 8 مع نزول خلال 3 ثوانٍ وتوقف في الأسفل. ثم قرفصاء بقضيب فارغ أو وزن خفيف 3 × 5، مع إضافة قليل من الوزن في كل مجموعة ما دام أداؤك كما هو. سجّل وزن آخر مجموعة جيدة.',
  'Grooving depth and bracing at light loads makes the heavier weeks safe.':
    'ترسيخ العمق وشدّ الجذع بأوزان خفيفة يجعل الأسابيع الأثقل آمنة.',
  'Squat work sets of 5': 'مجموعات عمل من 5 في القرفصاء',
  'Warm up with the empty bar and 2 lighter sets. Then 3 × 5 at your working weight (start at about 70 to 75% of your current best), resting 2 to 3 minutes. All reps done with good form? Add 2.5 kg (5 lb) next time. Missed reps two sessions in a row? Drop 10% and build again.':
    'أحمِ جسمك بالقضيب الفارغ ومجموعتين أخف. ثم 3 × 5 بوزن العمل (ابدأ بنحو 70 إلى 75% من أفضل ما لديك حاليًا)، مع راحة من دقيقتين إلى 3 دقائق. أنجزت كل التكرارات بأداء سليم؟ أضف 2.5 كغ (5 رطل) في المرة القادمة. أخفقت في تكرارات جلستين متتاليتين؟ اخفض الوزن 10% وابنِ من جديد.',
  'Sets of 5 with small load steps are the classic, reliable way to raise a squat.':
    'مجموعات الخمس تكرارات مع زيادات صغيرة في الحِمل هي الطريقة الكلاسيكية الموثوقة لرفع القرفصاء.',
  'Heavy squat triples and test': 'ثلاثيات ثقيلة في القرفصاء ثم الاختبار',
  'Warm up in steps. Work up to 2 sets of 3 at about 90% of your best, resting 3 minutes. In the last week, work up to your best set of 5 toward {target}. Squat inside a rack with safety pins set, or with a spotter.':
    'أحمِ جسمك على مراحل. تدرّج حتى مجموعتين من 3 بنحو 90% من أفضل ما لديك، مع راحة 3 دقائق. في الأسبوع الأخير، تدرّج حتى أفضل مجموعة من 5 نحو {target}. أدِّ القرفصاء داخل قفص مع ضبط قضبان الأمان، أو مع شخص يساندك.',
  'Fewer, heavier reps let fatigue clear so your real strength shows on test day.':
    'تكرارات أقل وأثقل تتيح للتعب أن يزول فتظهر قوتك الحقيقية يوم الاختبار.',
  'Core stability circuit': 'دائرة ثبات الجذع',
  'Warm up with 10 slow cat-cows. Then 3 rounds: dead bugs 8 per side (lower back stays on the floor), bird-dogs 8 per side with a 3-second hold, glute bridges 12, front plank 20 to 40 seconds. Rest 60 seconds between rounds. Going well when your lower back stays still and you breathe through every hold.':
    'أحمِ جسمك بعشر حركات بطيئة لتمرين القطة والبقرة. ثم 3 جولات: الحشرة الميتة 8 لكل جانب (يبقى أسفل الظهر على الأرض)، والطائر والكلب 8 لكل جانب مع ثبات 3 ثوانٍ، والجسر 12، والبلانك الأمامي من 20 إلى 40 ثانية. استرح 60 ثانية بين الجولات. تسير الأمور جيدًا حين يبقى أسفل ظهرك ثابتًا وتتنفس خلال كل ثبات.',
  'Exercises that resist movement train the trunk to keep the spine steady, which is what protects the lower back.':
    'التمارين التي تقاوم الحركة تدرّب الجذع على إبقاء العمود الفقري ثابتًا، وهذا ما يحمي أسفل الظهر.',
  'Side planks, bridges and carries': 'البلانك الجانبي والجسر والحمل',
  'Side plank 3 × 20 to 30 seconds per side (knees down to start), single-leg glute bridges 3 × 8 per side, and a suitcase carry 3 × 20 metres per side with a heavy bag or dumbbell, standing tall. Stop if pain travels down a leg.':
    'بلانك جانبي 3 × من 20 إلى 30 ثانية لكل جانب (ابدأ والركبتان على الأرض)، وجسر على ساق واحدة 3 × 8 لكل جانب، وحمل حقيبة بيد واحدة 3 × 20 مترًا لكل جانب بحقيبة ثقيلة أو دمبل، مع الوقوف باستقامة. توقف إذا امتد الألم إلى إحدى الساقين.',
  'Side planks and carries train the muscles that stop your spine bending sideways; bridges let your glutes share the load.':
    'البلانك الجانبي والحمل يدرّبان العضلات التي تمنع عمودك الفقري من الانثناء جانبيًا؛ والجسر يتيح لعضلات المؤخرة مشاركة الحِمل.',
  'Warm up for 5 minutes. Squats (bodyweight, or holding a heavy bag), push-ups (hands on a table edge until the floor is easy) and rows under a sturdy table: 3 sets of 8 to 12 reps, resting 90 seconds. Stop each set with 1 to 2 reps still in you.':
    'إحماء 5 دقائق. قرفصاء (بوزن جسمك، أو وأنت تحمل حقيبة ثقيلة)، وضغط (اليدان على حافة طاولة حتى يصبح الضغط على الأرض سهلًا)، وسحب تحت طاولة متينة: 3 مجموعات من 8 إلى 12 تكرارًا، مع راحة 90 ثانية. أنهِ كل مجموعة وما زال لديك تكرار أو اثنان.',
  'Warm up for 5 minutes. Hip bridges (one leg when two are easy), pike push-ups and split squats: 3 sets of 8 to 12 reps. Finish by carrying two full shopping bags for a minute.':
    'إحماء 5 دقائق. جسر الورك (برجل واحدة عندما يصبح بالرجلين سهلًا)، وضغط بايك، وطعنات ثابتة: 3 مجموعات من 8 إلى 12 تكرارًا. اختم بحمل كيسي تسوق ممتلئين لمدة دقيقة.',
  'Full-body strength A': 'قوة الجسم كاملًا (أ)',
  'Warm up for 5 minutes. Squat (goblet or bodyweight), push-ups or bench press, and rows: 3 sets of 8 to 12 reps, resting 90 seconds. Stop each set with 1 to 2 reps still in you.':
    'أحمِ جسمك 5 دقائق. القرفصاء (بالكأس أو بوزن الجسم)، والضغط أو ضغط البنش، والتجديف: 3 مجموعات من 8 إلى 12 تكرارًا، مع راحة 90 ثانية. أنهِ كل مجموعة وما زال لديك تكرار أو اثنان.',
  'Squat, push and pull cover most of the muscles you use every day.':
    'القرفصاء والدفع والسحب تغطي معظم العضلات التي تستخدمها كل يوم.',
  'Full-body strength B': 'قوة الجسم كاملًا (ب)',
  'Warm up for 5 minutes. Hip hinge (Romanian deadlift or hip bridge), overhead press and split squats: 3 sets of 8 to 12 reps. Finish with a farmer carry.':
    'أحمِ جسمك 5 دقائق. الانحناء من الورك (الرفعة الرومانية أو جسر الورك)، والضغط فوق الرأس، والقرفصاء المنقسمة: 3 مجموعات من 8 إلى 12 تكرارًا. اختم بمشية المزارع.',
  'The hinge and single-leg work balance session A and protect your back and knees.':
    'تمارين الانحناء من الورك والتمارين على ساق واحدة توازن الجلسة (أ) وتحمي ظهرك وركبتيك.',
  'Core and carries': 'الجذع والحمل',
  'Plank, side plank and dead bugs: 3 rounds of 30 to 45 seconds each, then 3 loaded carries.':
    'البلانك، والبلانك الجانبي، والحشرة الميتة: 3 جولات من 30 إلى 45 ثانية لكلٍّ منها، ثم 3 جولات حمل بأوزان.',
  'A strong trunk transfers force and keeps your lifts safe.': 'الجذع القوي ينقل القوة ويُبقي رفعاتك آمنة.',
  'Mobility and easy cardio': 'المرونة وتمارين هوائية خفيفة',
  '15 minutes of brisk walking or cycling, then hip, ankle and shoulder mobility drills.':
    '15 دقيقة من المشي السريع أو ركوب الدراجة، ثم تمارين حركية للورك والكاحل والكتف.',
  'Light movement between strength days speeds recovery.': 'الحركة الخفيفة بين أيام القوة تسرّع التعافي.',
  'Load rises about 5% a week (a little weight or a rep), with a lighter week every 4th week.':
    'يرتفع الحِمل نحو 5% أسبوعيًا (قليل من الوزن أو تكرار إضافي)، مع أسبوع أخف كل 4 أسابيع.',
  'Three quick questions about your strength sessions.': 'ثلاثة أسئلة سريعة عن جلسات القوة.',
  'Your answers decide whether the next weeks add load or hold it.':
    'إجاباتك تحدد ما إذا كانت الأسابيع القادمة ستزيد الحِمل أو تثبّته.',
  'How did the sessions feel over the last weeks?': 'كيف شعرت في الجلسات خلال الأسابيع الماضية؟',
  'How sure do you feel about your form on the main lifts?': 'ما مدى ثقتك بأدائك في الرفعات الرئيسية؟',
  'Unsure, it feels wrong': 'غير متأكد، أشعر أنه خاطئ',
  'Getting there': 'أتحسّن',
  Confident: 'واثق',
  'Squat, best set of 5': 'القرفصاء، أفضل مجموعة من 5',
  kg: 'كغ',
  'Your best set of five, from the weight you squat now, shows each load step landing.':
    'أفضل مجموعة من خمسة تكرارات، انطلاقًا من الوزن الذي ترفعه الآن، تُظهر نجاح كل زيادة في الحِمل.',
  lb: 'رطل',
  'Strict pull-ups in one set': 'عقلات كاملة في مجموعة واحدة',
  reps: 'تكرار',
  'Your best set of strict pull-ups, chin over the bar and arms straight at the bottom, tracks the goal directly.':
    'أفضل مجموعة لك من العقلات الكاملة، الذقن فوق القضيب والذراعان مستقيمتان في الأسفل، تتابع هدفك مباشرة.',
  'Dead hang': 'التعلّق الحر',
  s: 'ث',
  'A one-minute hang shows the grip and shoulder strength pull-ups need.':
    'التعلّق دقيقة كاملة يُظهر قوة القبضة والكتفين التي تحتاجها العقلة.',
  'Side plank hold, each side': 'ثبات البلانك الجانبي لكل جانب',
  'Side plank time shows the endurance of the muscles that hold your back steady.':
    'مدة البلانك الجانبي تُظهر تحمّل العضلات التي تُبقي ظهرك ثابتًا.',
  'Main lift, best set of 5': 'الرفعة الرئيسية، أفضل مجموعة من 5',
  'The weight you lift for five good reps tracks your strength directly.':
    'الوزن الذي ترفعه خمس مرات بأداء جيد يتابع قوتك مباشرة.',
  'Body weight gained': 'الوزن المكتسب',
  'About 0.25 kg a week is a lean pace of muscle gain; faster is mostly fat.':
    'نحو 0.25 كغ أسبوعيًا وتيرة نظيفة لاكتساب العضلات؛ وما هو أسرع يكون دهونًا في معظمه.',
  'Reps in one set': 'التكرارات في مجموعة واحدة',
  'Your best set of {target} tracks the goal directly.': 'أفضل مجموعة لك من {target} تتابع هدفك مباشرة.',
  'Push-ups in one set': 'تمارين الضغط في مجموعة واحدة',
  'Push-ups need no equipment and show upper-body strength and endurance.':
    'تمارين الضغط لا تحتاج إلى معدات وتُظهر قوة الجزء العلوي من الجسم وتحمّله.',
  'Plank hold': 'ثبات البلانك',
  'A longer plank shows a stronger, steadier core.': 'البلانك الأطول يدل على جذع أقوى وأكثر ثباتًا.',
  'Eat some protein at each meal (about 1.6 g per kg of body weight a day).':
    'تناول بعض البروتين في كل وجبة (نحو 1.6 غ لكل كغ من وزن الجسم يوميًا).',
  'Muscle grows from training plus enough protein.': 'تنمو العضلات بالتمرين مع ما يكفي من البروتين.',
  'Write down what you lifted today.': 'دوّن ما رفعته اليوم.',
  'A log makes next week’s small increase obvious.': 'السجل يجعل الزيادة الصغيرة في الأسبوع القادم واضحة.',
  'Sleep 7 to 9 hours.': 'نَم من 7 إلى 9 ساعات.',
  'Strength is built during recovery, not during the session.': 'تُبنى القوة أثناء التعافي، لا أثناء الجلسة.',
  'If a lift hurts (not just burns), swap it for an easier version.':
    'إذا آلمتك رفعة ما (ألم لا مجرد حرقة)، فاستبدلها بنسخة أسهل.',
  'Training around pain keeps you consistent.': 'التدرب مع تجنّب الألم يُبقيك منتظمًا.',
};
