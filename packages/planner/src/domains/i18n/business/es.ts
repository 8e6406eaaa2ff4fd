import type { TextTable } from '../../../i18n.ts';
import { business } from '../../business.ts';
import { sharedTexts } from '../common.ts';

/** The business template's texts in Spanish (the shared check-in texts come from `../common.ts`). */
export const businessEs: TextTable = {
  ...sharedTexts('es', ...business.checkin.questions),
  business: 'negocio',
  'Check the local rules for registering a business, invoicing and tax before you take money.':
    'Consulta las normas locales para registrar un negocio, facturar y pagar impuestos antes de cobrar.',
  'your first paying customer': 'tu primer cliente de pago',
  Discover: 'Descubrir',
  'Interview potential customers about the problem and how they solve it today.':
    'Entrevista a posibles clientes sobre el problema y cómo lo resuelven hoy.',
  'Most new businesses fail for lack of customers, not lack of product; talking to them first is cheap.':
    'La mayoría de los negocios nuevos fracasan por falta de clientes, no de producto; hablar con ellos primero sale barato.',
  'Build the MVP': 'Construir el MVP',
  'The smallest offer someone would pay for, a simple landing page and a price.':
    'La oferta más pequeña por la que alguien pagaría, una página de aterrizaje sencilla y un precio.',
  'A minimum viable product tests demand before you spend months building.':
    'Un producto mínimo viable pone a prueba la demanda antes de pasar meses construyendo.',
  'First sales': 'Primeras ventas',
  'Ask for the sale, learn from every no, and deliver to your first customers.':
    'Pide la venta, aprende de cada no y entrega a tus primeros clientes.',
  'A first sale is the real proof that people want it.':
    'Una primera venta es la prueba real de que la gente lo quiere.',
  'Customer interviews': 'Entrevistas con clientes',
  'Talk to 2 or 3 people who have the problem. Ask about the last time it happened and what they did, not whether they like your idea.':
    'Habla con 2 o 3 personas que tengan el problema. Pregúntales por la última vez que les pasó y qué hicieron, no si les gusta tu idea.',
  'Past behaviour is honest evidence; opinions about an idea are not.':
    'El comportamiento pasado es una prueba honesta; las opiniones sobre una idea, no.',
  'Notes and next step': 'Notas y siguiente paso',
  'Write down what you heard: the pains repeated most, the words people use, and what you will test next.':
    'Anota lo que escuchaste: los problemas que más se repiten, las palabras que usa la gente y lo que vas a probar después.',
  'Patterns across conversations tell you what to build and how to describe it.':
    'Los patrones entre conversaciones te dicen qué construir y cómo describirlo.',
  'Work on the smallest version that delivers the core result (a service done by hand, a spreadsheet, a simple page).':
    'Trabaja en la versión más pequeña que entregue el resultado principal (un servicio hecho a mano, una hoja de cálculo, una página sencilla).',
  'Building only the core keeps you fast and lets customers shape the rest.':
    'Construir solo lo esencial te mantiene rápido y deja que los clientes den forma al resto.',
  'Landing page and offer': 'Página de aterrizaje y oferta',
  'Write the offer in your customers’ words with a clear price and one call to action.':
    'Escribe la oferta con las palabras de tus clientes, con un precio claro y una única llamada a la acción.',
  'A page with a price tests whether people will act, not just nod.':
    'Una página con precio comprueba si la gente actúa, no solo si asiente.',
  'Sales outreach': 'Contacto comercial',
  'Contact 5 interested people, show the offer and ask directly whether they want to buy or pre-order.':
    'Contacta con 5 personas interesadas, muéstrales la oferta y pregúntales directamente si quieren comprar o reservar.',
  'Asking for money is the fastest way to learn what the offer is worth.':
    'Pedir dinero es la forma más rápida de saber cuánto vale la oferta.',
  'Effort grows slowly so the project fits around the rest of your life.':
    'El esfuerzo crece despacio para que el proyecto encaje con el resto de tu vida.',
  'Three quick questions about what customers told you.':
    'Tres preguntas rápidas sobre lo que te dijeron los clientes.',
  'Your answers decide whether to keep digging, build, or push sales harder.':
    'Tus respuestas deciden si seguir investigando, construir o empujar más las ventas.',
  'Did you learn something new from customers in the last two weeks?':
    '¿Aprendiste algo nuevo de los clientes en las dos últimas semanas?',
  'I did not talk to any': 'No hablé con ninguno',
  'Yes, clear patterns': 'Sí, patrones claros',
  'Has anyone asked to buy, pre-ordered or paid?': '¿Alguien pidió comprar, hizo una reserva o pagó?',
  'No interest yet': 'Aún no hay interés',
  'Some interest': 'Algo de interés',
  'Someone asked to buy or paid': 'Alguien pidió comprar o pagó',
  'Customer conversations': 'Conversaciones con clientes',
  count: 'cantidad',
  'Around 15 to 20 good conversations usually reveal whether a problem is worth solving.':
    'Unas 15 o 20 buenas conversaciones suelen revelar si vale la pena resolver un problema.',
  Revenue: 'Ingresos',
  '{unit}': '{unit}',
  'Revenue is the clearest sign that you are solving a problem people pay for.':
    'Los ingresos son la señal más clara de que resuelves un problema por el que la gente paga.',
  'Paying customers': 'Clientes de pago',
  customers: 'clientes',
  'The first paying customer proves demand better than any survey.':
    'El primer cliente de pago demuestra la demanda mejor que cualquier encuesta.',
  'Ask one person today how they handle the problem now.': 'Pregunta hoy a una persona cómo maneja ahora el problema.',
  'Every conversation sharpens the idea.': 'Cada conversación afina la idea.',
  'Cut one feature from the MVP.': 'Quita una función del MVP.',
  'Smaller ships sooner and teaches you faster.': 'Lo pequeño sale antes y te enseña más rápido.',
  'Name a price out loud this week.': 'Di un precio en voz alta esta semana.',
  'A price makes interest concrete.': 'Un precio vuelve concreto el interés.',
  'Write down the riskiest assumption and how to test it.':
    'Anota la suposición más arriesgada y cómo ponerla a prueba.',
  'Testing risk first saves time and money.': 'Probar primero el riesgo ahorra tiempo y dinero.',
};
