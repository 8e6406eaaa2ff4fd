import type { TextTable } from '../../../i18n.ts';

export const contentAr: TextTable = {
  'content creation': 'صناعة المحتوى',
  'your launch': 'انطلاقتك',
  'Format and plan': 'الشكل والتخطيط',
  'Your niche, audience and format, a bank of ideas for the first pieces, and a simple setup to make them.':
    'مجالك المتخصص وجمهورك وشكل المحتوى، ورصيد من الأفكار للأعمال الأولى، وتجهيز بسيط لإنتاجها.',
  'A clear niche and a batch of ideas make it easy to start and to keep going.':
    'المجال الواضح ورصيد الأفكار يسهّلان البداية والاستمرار.',
  'Produce and launch': 'الإنتاج والانطلاق',
  'Make, edit and publish on a fixed schedule, and smooth the workflow from idea to published.':
    'أنتج وحرّر وانشر وفق جدول ثابت، ونظّم سير العمل من الفكرة حتى النشر.',
  'A steady cadence builds the habit and gives your audience a reason to come back.':
    'الإيقاع الثابت يبني العادة ويمنح جمهورك سببًا للعودة.',
  Grow: 'النمو',
  'Keep the cadence, promote every piece, bring in guests or fellow creators, and learn from your numbers.':
    'حافظ على الإيقاع، وروّج لكل عمل، واستضف ضيوفًا أو صنّاع محتوى آخرين، وتعلّم من أرقامك.',
  'Growth comes from consistency plus promotion, and your numbers show what the audience wants.':
    'النمو يأتي من الاستمرارية مع الترويج، وأرقامك تكشف ما يريده الجمهور.',
  'Study what works': 'ادرس ما ينجح',
  'Listen to, watch or read 3 popular pieces in your niche. Note how they open, how long they are and what keeps you going; write down 3 things to borrow and 1 to do differently.':
    'استمع إلى 3 أعمال رائجة في مجالك أو شاهدها أو اقرأها. لاحظ كيف تبدأ وكم تطول وما الذي يُبقيك متابعًا، ثم دوّن 3 أمور تستفيد منها وأمرًا واحدًا ستفعله بشكل مختلف.',
  'Successful pieces in your niche show what the audience already responds to.':
    'الأعمال الناجحة في مجالك تُظهر ما يتفاعل معه الجمهور فعلًا.',
  'Edit and publish the episode': 'حرّر الحلقة وانشرها',
  'Edit your latest recording: cut mistakes and long pauses, even out the volume, add the intro and outro, then write the title and show notes with timestamps. Publish it on your fixed day and invite one guest for a future episode.':
    'حرّر آخر تسجيل لك: احذف الأخطاء والوقفات الطويلة، ووازن مستوى الصوت، وأضف المقدمة والخاتمة، ثم اكتب العنوان وملاحظات الحلقة مع التوقيتات. انشرها في يومك الثابت، وادعُ ضيفًا لحلقة قادمة.',
  'A clean, well-titled episode released on schedule is what turns a listener into a subscriber.':
    'الحلقة النظيفة ذات العنوان الجيد المنشورة في موعدها هي ما يحوّل المستمع إلى مشترك.',
  'Edit and publish the video': 'حرّر الفيديو وانشره',
  'Edit your latest footage: get to the hook within 5 seconds, cut dead air, add captions, and make a thumbnail with 3 to 5 words. Watch it once as a viewer would, then publish it on your fixed day.':
    'حرّر آخر ما صوّرته: ادخل إلى عنصر الجذب خلال 5 ثوانٍ، واحذف الفراغات، وأضف الترجمة النصية، واصنع صورة مصغّرة من 3 إلى 5 كلمات. شاهده مرة كما يشاهده المتابع، ثم انشره في يومك الثابت.',
  'The first seconds and the thumbnail decide whether people watch, so they get the most care.':
    'الثواني الأولى والصورة المصغّرة تحددان هل سيشاهد الناس، لذا تستحقان أكبر قدر من العناية.',
  'Edit and publish the post': 'حرّر المقال وانشره',
  'Read your latest draft aloud, cut about a third of the words, sharpen the title and the first line, and add one image or example. Check the links, then publish or schedule it for your fixed day.':
    'اقرأ آخر مسودة لك بصوت مسموع، واحذف نحو ثلث الكلمات، وأحكم العنوان والسطر الأول، وأضف صورة أو مثالًا. تحقق من الروابط، ثم انشرها أو جدولها ليومك الثابت.',
  'Tight writing with a strong first line is what gets read to the end and shared.':
    'الكتابة المحكمة ذات السطر الأول القوي هي ما يُقرأ حتى النهاية ويُشارك.',
  'Edit and publish': 'حرّر وانشر',
  'Polish your latest piece: cut the slow start and anything that does not serve the point, check the first seconds or lines, add a clear title and cover. Publish it on your fixed day.':
    'صقّل آخر أعمالك: احذف البداية البطيئة وكل ما لا يخدم الفكرة، وراجع الثواني أو الأسطر الأولى، وأضف عنوانًا واضحًا وغلافًا. انشره في يومك الثابت.',
  'Publishing on a fixed day, every time, matters more than any single perfect piece.':
    'النشر في يوم ثابت كل مرة أهم من أي عمل مثالي منفرد.',
  'Set up your tools': 'جهّز أدواتك',
  'Set up the basics once: a quiet corner, a USB microphone or your phone with a clip-on mic, free editing software, and your channel, podcast host, blog or newsletter account. Make a 1-minute test piece and publish nothing yet.':
    'جهّز الأساسيات مرة واحدة: ركنًا هادئًا، وميكروفونًا بمنفذ USB أو هاتفك مع ميكروفون مشبكي، وبرنامج تحرير مجانيًا، وحسابك على القناة أو منصة استضافة البودكاست أو المدونة أو النشرة البريدية. أنتج عملًا تجريبيًا مدته دقيقة ولا تنشر شيئًا بعد.',
  'A setup that is ready to go removes the friction from every future session.':
    'التجهيز الجاهز يزيل العوائق من كل جلسة قادمة.',
  'Record an episode': 'سجّل حلقة',
  'Record in the quietest room you have (curtains and soft furnishings cut echo), with the microphone a hand’s width from your mouth. Record 30 seconds and listen back before the full take; follow your outline and keep going through small stumbles.':
    'سجّل في أهدأ غرفة لديك (الستائر والمفروشات الناعمة تقلل الصدى)، والميكروفون على بُعد كفّ من فمك. سجّل 30 ثانية واستمع إليها قبل التسجيل الكامل، واتبع مخططك وواصل رغم التعثرات الصغيرة.',
  'Good sound at the source saves hours of editing, and listeners forgive anything but bad audio.':
    'الصوت الجيد من المصدر يوفّر ساعات من التحرير، والمستمعون يغفرون كل شيء إلا رداءة الصوت.',
  'Film a video': 'صوّر فيديو',
  'Camera at eye level, light facing you, a microphone close to you. Film the hook first, then each point in short takes. Check the sound and framing of the first take before you carry on.':
    'الكاميرا بمستوى عينيك، والضوء أمامك، والميكروفون قريب منك. صوّر عنصر الجذب أولًا، ثم كل نقطة في لقطات قصيرة. تحقق من الصوت والإطار في اللقطة الأولى قبل أن تكمل.',
  'Short takes are easier to film well and to edit into a tight video.':
    'اللقطات القصيرة أسهل في التصوير الجيد وفي تحريرها إلى فيديو محكم.',
  'Write a draft': 'اكتب مسودة',
  'Write the whole first draft from your outline in one sitting without editing: a hook, three points with an example each, and one clear takeaway. Aim for complete, not perfect.':
    'اكتب المسودة الأولى كاملة من مخططك في جلسة واحدة دون تنقيح: مدخل جاذب، وثلاث نقاط مع مثال لكل منها، وخلاصة واضحة واحدة. اجعل هدفك الاكتمال لا الكمال.',
  'Drafting and editing are different jobs; separating them makes both faster.':
    'الكتابة والتنقيح مهمتان مختلفتان، والفصل بينهما يسرّع كلتيهما.',
  'Create a batch of posts': 'أنشئ مجموعة منشورات',
  'Turn one idea into 3 to 5 posts for the week: a short video or carousel, a caption whose first line is the hook, and a question that invites comments. Film or design them all in one go.':
    'حوّل فكرة واحدة إلى 3 إلى 5 منشورات للأسبوع: فيديو قصير أو منشور بصور متتالية، ونص يكون سطره الأول عنصر الجذب، وسؤال يدعو إلى التعليق. صوّرها أو صمّمها كلها دفعة واحدة.',
  'Batching keeps you posting regularly without making content every day.':
    'الإنتاج على دفعات يبقيك تنشر بانتظام دون أن تصنع محتوى كل يوم.',
  'Create a piece': 'أنتج عملًا',
  'Make the next episode, video or post from your outline in one sitting, without editing as you go. Check the first minute or paragraph, then finish it.':
    'أنتج الحلقة أو الفيديو أو المنشور التالي من مخططك في جلسة واحدة دون تحرير أثناء العمل. راجع الدقيقة أو الفقرة الأولى، ثم أكمله.',
  'Making regularly, not perfectly, is what builds the skill and the catalogue.':
    'الإنتاج المنتظم، لا المثالي، هو ما يبني المهارة ورصيد الأعمال.',
  'Niche and idea bank': 'المجال وبنك الأفكار',
  'Write one sentence: who it is for and what they get from it. Then list 20 ideas for that person and pick the first 5, each with a working title and three points. Fix your publishing day and cadence.':
    'اكتب جملة واحدة: لمن هذا المحتوى وماذا سيستفيد منه. ثم اكتب 20 فكرة لهذا الشخص واختر أول 5 منها، لكل منها عنوان مبدئي وثلاث نقاط. حدّد يوم النشر وإيقاعه.',
  'A clear audience makes every idea sharper, and a bank of ideas means you never start from a blank page.':
    'الجمهور الواضح يجعل كل فكرة أدق، وبنك الأفكار يعني أنك لن تبدأ أبدًا من صفحة فارغة.',
  'Plan the next pieces': 'خطّط للأعمال القادمة',
  'Outline the next episode or post: a hook for the first 30 seconds or lines, three points with an example each, and a clear ending. Add 3 new ideas to your bank.':
    'ضع مخططًا للحلقة أو المنشور التالي: عنصر جذب لأول 30 ثانية أو أسطر، وثلاث نقاط مع مثال لكل منها، وخاتمة واضحة. أضف 3 أفكار جديدة إلى بنكك.',
  'An outline turns making into following a plan instead of staring at a blank page.':
    'المخطط يحوّل الإنتاج إلى اتباع خطة بدلًا من التحديق في صفحة فارغة.',
  'Plan the next piece and reach out': 'خطّط للعمل التالي وتواصل',
  'Outline the next piece (hook, three points, ending). Then invite one guest or fellow creator in your niche with a short personal message: why them, the topic, and two possible dates.':
    'ضع مخططًا للعمل التالي (عنصر جذب، ثلاث نقاط، خاتمة). ثم ادعُ ضيفًا أو صانع محتوى من مجالك برسالة شخصية قصيرة: لماذا هو تحديدًا، والموضوع، وموعدين مقترحين.',
  'Guests and collaborations bring their audience to you and make the work more varied.':
    'الضيوف والتعاونات تجلب إليك جمهورهم وتجعل عملك أكثر تنوعًا.',
  'Promote and engage': 'روّج وتفاعل',
  'Share your latest piece in 3 places where your audience already gathers (a community, a forum, your social accounts, a newsletter), each with one line on why it is worth their time. Reply to every comment and message.':
    'شارك أحدث أعمالك في 3 أماكن يجتمع فيها جمهورك أصلًا (مجتمع، أو منتدى، أو حساباتك على وسائل التواصل، أو نشرة بريدية)، مع سطر في كل مرة يوضح لماذا يستحق وقتهم. ردّ على كل تعليق ورسالة.',
  'Most new creators publish and wait; sharing where your audience already is gets the first listeners and readers.':
    'معظم صنّاع المحتوى الجدد ينشرون وينتظرون، أما المشاركة حيث يوجد جمهورك فتجلب أول المستمعين والقرّاء.',
  'Review the numbers': 'راجع الأرقام',
  'Look at your numbers since the last review: downloads or views, how long people stayed, new subscribers. Note which piece did best and why, and one thing to try in the next one.':
    'انظر إلى أرقامك منذ آخر مراجعة: التنزيلات أو المشاهدات، ومدة بقاء الناس، والمشتركين الجدد. دوّن أي عمل كان الأفضل ولماذا، وأمرًا واحدًا تجربه في العمل التالي.',
  'Numbers show what the audience values, which guides the next ideas better than guessing.':
    'الأرقام تُظهر ما يقدّره الجمهور، فتوجّه أفكارك القادمة أفضل من التخمين.',
  'Launch milestone: {target}': 'محطة الانطلاق: {target}',
  'Publish the piece that completes {target}. Share it with everyone who helped, thank your first audience, and look back: which pieces did best, and what will the next season keep and change?':
    'انشر العمل الذي يكمل {target}. شاركه مع كل من ساعدك، واشكر جمهورك الأول، وانظر إلى الوراء: أي الأعمال كان الأفضل، وما الذي سيبقيه الموسم القادم وما الذي سيغيّره؟',
  'Reaching your publishing goal is the milestone this plan was built around.':
    'بلوغ هدف النشر هو المحطة التي بُنيت حولها هذه الخطة.',
  'Effort grows a little each week as your workflow gets faster, without burning you out.':
    'يزداد الجهد قليلًا كل أسبوع مع تسارع سير عملك، دون أن يستنزفك.',
  'Three quick questions about your content.': 'ثلاثة أسئلة سريعة عن محتواك.',
  'Your answers set the pace: a missed schedule means a simpler workflow, an easy one room to grow.':
    'إجاباتك تحدد الوتيرة: الجدول الفائت يعني سير عمل أبسط، والجدول المريح يعني مجالًا للنمو.',
  'Did you publish on your schedule over the last two weeks?': 'هل نشرت وفق جدولك خلال الأسبوعين الماضيين؟',
  'Not at all': 'لا، إطلاقًا',
  'Once, behind schedule': 'مرة واحدة، متأخرًا عن الموعد',
  'Mostly on schedule': 'في الموعد غالبًا',
  'Every time': 'في كل مرة',
  'How does the time one piece takes compare with the time you have?':
    'كيف يقارن الوقت الذي يستغرقه العمل الواحد بالوقت المتاح لك؟',
  'It takes far longer': 'يستغرق أطول بكثير',
  'A bit longer': 'أطول قليلًا',
  'It fits': 'يتناسب معه',
  'How do you feel about making the next piece?': 'ما شعورك تجاه إنتاج العمل التالي؟',
  'Drained, it feels like a chore': 'مستنزف، أشعر أنه عبء',
  Mixed: 'مشاعر مختلطة',
  'Looking forward to it': 'متحمس له',
  'Episodes or posts published': 'الحلقات أو المنشورات المنشورة',
  '{unit}': '{unit}',
  'Published pieces are the part you control; {target} is the goal this plan counts toward.':
    'الأعمال المنشورة هي الجزء الذي تتحكم فيه، و{target} هو الهدف الذي تعدّ الخطة نحوه.',
  pieces: 'أعمال',
  'Published pieces are the part you control, and each one teaches you more than any plan.':
    'الأعمال المنشورة هي الجزء الذي تتحكم فيه، وكل عمل يعلّمك أكثر من أي خطة.',
  'Audience (subscribers, followers or listeners)': 'الجمهور (المشتركون أو المتابعون أو المستمعون)',
  people: 'أشخاص',
  'A growing audience shows the work is finding the people it is for.':
    'الجمهور المتنامي يدل على أن عملك يصل إلى الناس الذين صُنع لهم.',
  'Keep an idea note on your phone and add to it whenever something sparks.':
    'احتفظ بملاحظة للأفكار على هاتفك وأضف إليها كلما خطرت لك فكرة.',
  'Ideas come at odd moments; a note keeps them for the next planning session.':
    'الأفكار تأتي في أوقات غير متوقعة، والملاحظة تحفظها لجلسة التخطيط القادمة.',
  'Published beats perfect.': 'المنشور أفضل من المثالي.',
  'Your tenth piece will be better than your first because you made nine.':
    'عملك العاشر سيكون أفضل من الأول لأنك أنجزت تسعة قبله.',
  'Reply to every comment and message this week.': 'ردّ على كل تعليق ورسالة هذا الأسبوع.',
  'Early audiences stay when they feel heard.': 'الجمهور الأول يبقى حين يشعر بأنه مسموع.',
  'In a good flow? Make two pieces in one session.': 'في حالة إبداع؟ أنتج عملين في جلسة واحدة.',
  'A small buffer protects your schedule on busy weeks.': 'رصيد صغير من الأعمال يحمي جدولك في الأسابيع المزدحمة.',
  'Same day, same time: keep your publishing slot.': 'اليوم نفسه والساعة نفسها: حافظ على موعد نشرك.',
  'A predictable schedule builds the habit of coming back.': 'الجدول المتوقَّع يبني عادة العودة.',
};
