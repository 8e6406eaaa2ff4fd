import type { TextTable } from '../../../i18n.ts';
import { finance } from '../../finance.ts';
import { sharedTexts } from '../common.ts';

/** The finance template's texts in Spanish (the shared check-in texts come from `../common.ts`). */
export const financeEs: TextTable = {
  ...sharedTexts('es', ...finance.checkin.questions),
  money: 'dinero',
  'This is general information, not financial advice; for investments or serious debt, talk to a regulated adviser or a free debt charity.':
    'Esto es información general, no asesoramiento financiero; para inversiones o deudas importantes, habla con un asesor regulado o con una organización gratuita de ayuda con deudas.',
  'your money goal': 'tu objetivo de dinero',
  'Map your money': 'Mapea tu dinero',
  'Track every expense, list debts with their interest rates, and see where the money goes.':
    'Registra cada gasto, haz una lista de tus deudas con sus tipos de interés y mira adónde va el dinero.',
  'You cannot steer what you do not measure; most people underestimate their spending.':
    'No puedes dirigir lo que no mides; la mayoría de la gente subestima lo que gasta.',
  'Plan and automate': 'Planificar y automatizar',
  'A simple budget (e.g. 50/30/20), an automatic transfer on payday and a starter emergency fund.':
    'Un presupuesto sencillo (por ejemplo, 50/30/20), una transferencia automática el día de cobro y un primer fondo de emergencia.',
  'Automating savings removes the need for willpower each month.':
    'Automatizar el ahorro elimina la necesidad de fuerza de voluntad cada mes.',
  'Pay down and grow': 'Pagar deudas y crecer',
  'Clear the highest-interest debt first, build the emergency fund, then learn about low-cost investing.':
    'Liquida primero la deuda con el interés más alto, construye el fondo de emergencia y luego aprende sobre inversión de bajo coste.',
  'Paying off expensive debt is a guaranteed return; an emergency fund stops new debt.':
    'Pagar una deuda cara es una rentabilidad garantizada; un fondo de emergencia evita nuevas deudas.',
  'Spending review': 'Revisión de gastos',
  'Categorise last week’s transactions and compare them with your budget. Note one leak to fix.':
    'Clasifica los movimientos de la semana pasada y compáralos con tu presupuesto. Anota una fuga que corregir.',
  'A weekly look keeps small leaks from becoming big ones.':
    'Una revisión semanal evita que las pequeñas fugas se hagan grandes.',
  'Budget session': 'Sesión de presupuesto',
  'Set or adjust your monthly budget: needs, wants and savings. Cancel one subscription you do not use.':
    'Fija o ajusta tu presupuesto mensual: necesidades, caprichos y ahorro. Cancela una suscripción que no uses.',
  'A budget gives every unit of money a job before it is spent.':
    'Un presupuesto le da una tarea a cada unidad de dinero antes de gastarla.',
  'Automate and move money': 'Automatizar y mover dinero',
  'Set up or raise the automatic transfer to savings or extra debt payments on payday.':
    'Configura o aumenta la transferencia automática al ahorro o a pagos extra de deuda el día de cobro.',
  'Paying yourself first makes saving the default.': 'Pagarte primero a ti hace que ahorrar sea lo normal.',
  'Debt plan': 'Plan de deudas',
  'List debts by interest rate and put every spare amount on the highest one (avalanche), paying minimums on the rest.':
    'Ordena tus deudas por tipo de interés y destina todo lo que te sobre a la más alta (método avalancha), pagando el mínimo en el resto.',
  'The avalanche method costs the least interest overall.':
    'El método avalancha es el que menos intereses cuesta en total.',
  'Money learning': 'Aprender de dinero',
  'Read or watch one piece on emergency funds, pensions or index funds and write one takeaway.':
    'Lee o mira un contenido sobre fondos de emergencia, pensiones o fondos indexados y anota una idea clave.',
  'Understanding the basics protects you from expensive products.': 'Entender lo básico te protege de productos caros.',
  'Money habits need steady attention more than growing effort.':
    'Los hábitos con el dinero necesitan atención constante más que un esfuerzo creciente.',
  'Three quick questions about your money habits.': 'Tres preguntas rápidas sobre tus hábitos con el dinero.',
  'Your answers show whether the routine fits your life or needs to be lighter.':
    'Tus respuestas muestran si la rutina encaja en tu vida o conviene aligerarla.',
  'How many of the planned money sessions did you do?': '¿Cuántas de las sesiones de dinero planificadas hiciste?',
  'Did you stay within your budget?': '¿Te mantuviste dentro de tu presupuesto?',
  'Well over': 'Me pasé bastante',
  'A little over': 'Me pasé un poco',
  'Within it': 'Dentro del presupuesto',
  'Debt left': 'Deuda pendiente',
  'Seeing what is left go down toward {target} shows every extra payment working.':
    'Ver cómo baja lo que queda hacia {target} muestra que cada pago extra funciona.',
  'Saved toward the goal': 'Ahorrado para el objetivo',
  '{unit}': '{unit}',
  'Watching the balance grow toward {target} keeps the goal real.':
    'Ver cómo crece el saldo hacia {target} mantiene vivo el objetivo.',
  'Emergency fund': 'Fondo de emergencia',
  months: 'meses',
  'Three months of essential costs set aside is a common first safety net.':
    'Tener apartados tres meses de gastos esenciales es una primera red de seguridad habitual.',
  'Savings rate': 'Tasa de ahorro',
  '%': '%',
  'Saving about 20% of income is a common benchmark (the 50/30/20 rule).':
    'Ahorrar alrededor del 20 % de los ingresos es una referencia habitual (la regla 50/30/20).',
  'Wait 24 hours before any unplanned purchase.': 'Espera 24 horas antes de cualquier compra no planificada.',
  'Most impulse wants fade within a day.': 'La mayoría de los caprichos impulsivos se desvanecen en un día.',
  'Check one bill for a cheaper deal this week.': 'Busca esta semana una oferta más barata para una de tus facturas.',
  'Switching providers is an easy win.': 'Cambiar de proveedor es una victoria fácil.',
  'Pay yourself first on payday.': 'El día de cobro, págate primero a ti.',
  'Saving before spending makes it automatic.': 'Ahorrar antes de gastar lo vuelve automático.',
  'Write down one money win this week.': 'Anota un logro con tu dinero esta semana.',
  'Noticing progress keeps you motivated.': 'Fijarte en tus avances te mantiene motivado.',
};
